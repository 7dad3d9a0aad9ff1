/// `accessibility-label-on-empty-state`: `.accessibilityLabel(_:)` (or the older
/// `.accessibility(label:)`) on an empty state, on the use of a wrapper that shows one, or on
/// a view of the file that shows one at its root (``LintContext/indirectSites``).
struct AccessibilityLabelOnEmptyStateRule: LintRule {
  var id: EmptyStateLinter.Rule { .accessibilityLabelOnEmptyState }

  var documentation: Documentation {
    Documentation(
      summary: ".accessibilityLabel on an empty state.",
      rationale:
        "The label replaces what VoiceOver reads for the whole group: the title, description "
        + "and actions are no longer read as the view arranges them.",
      badExample: """
        ContentUnavailableView("No Notes", systemImage: "note")
          .accessibilityLabel("Empty")
        """,
      goodExample: """
        ContentUnavailableView("No Notes", systemImage: "note")
          .accessibilityIdentifier("notes-empty")
        """,
      fix: "Remove the label and trust the built-in grouping; use .accessibilityIdentifier "
        + "for UI tests.")
  }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    let outline = context.outline
    var findings: [RuleFinding] = []
    for site in context.allSites + context.indirectSites {
      let modifiers = outline.modifiers(after: site.call.end)
      for modifier in modifiers
      where Self.replacesLabel(modifier, in: outline)
        && !Self.keepsTheText(modifier, of: site, among: modifiers, in: context)
      {
        findings.append(
          RuleFinding(
            token: site.shown, rule: id,
            message:
              ".\(outline.name(modifier.name)) on \(context.siteName(site)) replaces what VoiceOver reads (title, description, actions) with one label; remove it and let the view's own text speak"
          ))
      }
    }
    return findings
  }

  /// Whether the label `modifier` sets still says everything: it repeats the title's literal
  /// text (letters compared without case or punctuation) and the description, if there is one,
  /// is read as the accessibility value or hint beside it.
  private static func keepsTheText(
    _ modifier: Call, of site: EmptyStateSite, among modifiers: [Call], in context: LintContext
  ) -> Bool {
    let outline = context.outline
    guard let open = modifier.arguments,
      let label = outline.arguments(at: open).first(where: { $0.label == nil })?.value,
      label.count == 1, let title = context.copy(of: site).title, title.count == 1,
      outline.kind(label.lowerBound) == .stringLiteral,
      outline.kind(title.lowerBound) == .stringLiteral
    else { return false }
    func letters(_ token: Int) -> String {
      String(outline.text(token).lowercased().filter { $0.isLetter || $0.isNumber })
    }
    guard letters(label.lowerBound) == letters(title.lowerBound) else { return false }
    return context.copy(of: site).description == nil
      || modifiers.contains {
        outline.is($0.name, "accessibilityValue") || outline.is($0.name, "accessibilityHint")
      }
  }

  /// Whether the modifier `modifier` replaces the view's accessibility label:
  /// `.accessibilityLabel(_:)` (unless `isEnabled: false`) and the older
  /// `.accessibility(label:)`; not the closure that appends to the label the view has
  /// (`.accessibilityLabel { label in … }`).
  private static func replacesLabel(_ modifier: Call, in outline: SourceOutline) -> Bool {
    if outline.is(modifier.name, "accessibility"), let open = modifier.arguments {
      return outline.arguments(at: open).contains { $0.label == "label" }
    }
    guard outline.is(modifier.name, "accessibilityLabel"), let open = modifier.arguments else {
      return false
    }
    return !outline.arguments(at: open).contains { label, value in
      label == "isEnabled" && outline.joinedText(value) == "false"
    }
  }
}
