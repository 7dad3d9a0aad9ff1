/// `unlocalized-title`: literal text that reaches a `ContentUnavailableView`'s title as a
/// `String`, which picks the `StringProtocol` initializer and shows it as it is, untranslated.
///
/// Only what the file shows is reported: `String("No Notes")`, `"No " + kind`, a `String` set
/// from literal text, or a literal that a caller in the file passes to a wrapper's `String`
/// parameter. A `String` whose text the file does not show (a parameter its callers elsewhere
/// fill, `NSLocalizedString`, a code shown as it is with `String(code)`) is left alone. How
/// text is followed to the title is read in `UnlocalizedTitle/`.
struct UnlocalizedTitleRule: LintRule {
  var id: EmptyStateLinter.Rule { .unlocalizedTitle }

  var documentation: Documentation {
    Documentation(
      summary: "Literal text that reaches an empty state's title as a String.",
      rationale:
        "A String is shown as is: it bypasses the String Catalog, so the title stays in one "
        + "language where a literal or LocalizedStringKey would be translated.",
      badExample: """
        let title = String("No Notes")
        ContentUnavailableView(title, systemImage: "note")
        """,
      goodExample: """
        ContentUnavailableView("No Notes", systemImage: "note")
        // or: let title = String(localized: "No Notes")
        """,
      fix: "Pass a literal, a LocalizedStringKey, String(localized:) or a "
        + "LocalizedStringResource.")
  }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    // Most files show no empty state: read their declarations only when one does.
    guard context.sites.contains(where: { $0.kind == .contentUnavailableView }) else { return [] }
    let reading = context.literalTextReading
    var findings: [RuleFinding] = []
    for site in context.sites where site.kind == .contentUnavailableView && site.call.member == nil
    {
      guard let title = context.copy(of: site).title else { continue }
      if let reason = context.literalStringReason(title, reading: reading) {
        // A state whose description is verbatim too is shown as is on purpose (a developer's
        // fallback screen), not copy left out of the catalog.
        if context.hasVerbatimDescription(site) { continue }
        findings.append(
          RuleFinding(
            token: site.name, rule: id,
            message:
              "the title is \(reason), so ContentUnavailableView shows it untranslated; pass a literal, a LocalizedStringKey or String(localized:)"
          ))
        continue
      }
      findings += context.literalArgumentFindings(site: site, title: title, reading: reading)
    }
    return findings
  }

  /// The message for a wrapper's `String` title `parameter` that a caller at `place` fills with
  /// the literal text `literal` (as a message quotes it).
  static func literalCallerMessage(parameter: String, literal: String, place: String) -> String {
    "'\(parameter)' is a String that callers fill with literal text (\(literal) at \(place)), so ContentUnavailableView shows it untranslated; make '\(parameter)' a LocalizedStringKey or LocalizedStringResource, or pass String(localized:)"
  }
}
