extension LintContext {
  /// `unlocalized-title`: a `String` value given as a `ContentUnavailableView`'s title, which
  /// picks the `StringProtocol` initializer and shows the text as it is, untranslated.
  func titleFindings() -> [RuleFinding] {
    // Most files show no empty state: read their declarations only when one does.
    guard sites.contains(where: { $0.kind == .contentUnavailableView }) else { return [] }
    let strings = plainStringNames()
    var findings: [RuleFinding] = []
    for site in sites where site.kind == .contentUnavailableView && site.call.member == nil {
      guard let title = copy(of: site).title, let reason = stringValue(title, strings: strings)
      else { continue }
      findings.append(
        RuleFinding(
          token: site.name, rule: .unlocalizedTitle,
          message:
            "the title is \(reason), so ContentUnavailableView shows it untranslated; pass a literal, a LocalizedStringKey or String(localized:)"
        ))
    }
    return findings
  }

  /// Why the title at `range` is a plain `String`, in words; `nil` when it is a literal, a
  /// localized string, or of a type the file does not show.
  private func stringValue(_ range: Range<Int>, strings: Set<String>) -> String? {
    guard let first = range.first else { return nil }
    let level = outline.enclosing[first]
    if range.contains(where: {
      outline.enclosing[$0] == level && outline.kind($0) == .operator && outline.is($0, "+")
    }) {
      return "a String built with +"
    }
    if outline.isWord(first, "String"), outline.kind(first + 1) == .leftParen {
      let label = outline.arguments(at: first + 1).first?.label
      return label == "localized" ? nil : "a String(…) value"
    }
    if range.count >= 2, outline.isWord(range.upperBound - 1, "description"),
      outline.kind(range.upperBound - 2) == .period
    {
      return "a .description String"
    }
    var name = first
    if outline.isWord(first, "self"), outline.kind(first + 1) == .period { name = first + 2 }
    if name == range.upperBound - 1, outline.kind(name) == .identifier,
      strings.contains(outline.name(name))
    {
      return "the String '\(outline.name(name))'"
    }
    return nil
  }

  /// The names the file declares only as plain `String`s: `let t: String`, `title: String`
  /// parameters, `var t = "…"`, `let t = String(…)`. A name also declared any other way is left
  /// out: its type at the use is not known.
  private func plainStringNames() -> Set<String> {
    var plain: Set<String> = []
    var other: Set<String> = []
    for index in 0..<outline.count where outline.kind(index) == .identifier {
      let isAnnotated = outline.kind(index + 1) == .colon
      let isDeclared = outline.isWord(index - 1, "var") || outline.isWord(index - 1, "let")
      guard isAnnotated || isDeclared else { continue }
      let name = outline.name(index)
      if isAnnotated, !outline.isWord(index - 1, "case") {
        // `name: Type` in a declaration or a parameter list; a call's `label: value` has a
        // value, not a type, after the colon.
        let type = index + 2
        guard outline.kind(type) == .identifier else { continue }
        if outline.is(type, "String"), outline.kind(type + 1) != .leftParen,
          outline.kind(type + 1) != .period
        {
          plain.insert(name)
        } else if outline.kind(type + 1) != .leftParen {
          other.insert(name)
        }
      } else if isDeclared, outline.is(index + 1, "=") {
        let value = index + 2
        let isPlain =
          outline.kind(value) == .stringLiteral
          || (outline.isWord(value, "String") && outline.kind(value + 1) == .leftParen
            && outline.arguments(at: value + 1).first?.label != "localized")
        if isPlain { plain.insert(name) } else { other.insert(name) }
      }
    }
    return plain.subtracting(other)
  }
}
