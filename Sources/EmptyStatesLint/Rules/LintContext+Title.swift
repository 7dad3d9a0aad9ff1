extension LintContext {
  /// `unlocalized-title`: literal text that reaches a `ContentUnavailableView`'s title as a
  /// `String`, which picks the `StringProtocol` initializer and shows it as it is, untranslated.
  ///
  /// Only what the file shows is reported: `String("No Notes")`, `"No " + kind`, a `String` set
  /// from literal text, or a literal that a caller in the file passes to a wrapper's `String`
  /// parameter. A `String` whose text the file does not show (a parameter its callers elsewhere
  /// fill, `NSLocalizedString`, a code shown as it is with `String(code)`) is left alone.
  func titleFindings() -> [RuleFinding] {
    // Most files show no empty state: read their declarations only when one does.
    guard sites.contains(where: { $0.kind == .contentUnavailableView }) else { return [] }
    let reading = LiteralTextReading(DeclarationIndex(outline))
    var findings: [RuleFinding] = []
    for site in sites where site.kind == .contentUnavailableView && site.call.member == nil {
      guard let title = copy(of: site).title else { continue }
      if let reason = literalStringReason(title, reading: reading) {
        // A state whose description is verbatim too is shown as is on purpose (a developer's
        // fallback screen), not copy left out of the catalog.
        if hasVerbatimDescription(site) { continue }
        findings.append(
          RuleFinding(
            token: site.name, rule: .unlocalizedTitle,
            message:
              "the title is \(reason), so ContentUnavailableView shows it untranslated; pass a literal, a LocalizedStringKey or String(localized:)"
          ))
        continue
      }
      findings += literalArgumentFindings(site: site, title: title, reading: reading)
    }
    return findings
  }

  /// Why the title at `range` is literal text in a `String`, in words; `nil` when it is a
  /// literal (a `LocalizedStringKey`), a localized string, or a value whose text the file does
  /// not show.
  private func literalStringReason(_ range: Range<Int>, reading: LiteralTextReading) -> String? {
    guard let first = range.first else { return nil }
    let operands = plusOperands(of: range)
    if operands.count > 1 {
      let hasText = operands.contains {
        hasLiteralText($0, reading: reading, depth: 0)
      }
      return hasText ? "a String built with + from literal text" : nil
    }
    if outline.isWord(first, "String"), outline.kind(first + 1) == .leftParen,
      outline.end(ofGroupAt: first + 1) == range.upperBound
    {
      return hasLiteralText(range, reading: reading, depth: 0)
        ? "a String(…) of literal text" : nil
    }
    let chain = outline.memberChain(at: range)
    guard let name = chain.last, isWholeChain(range),
      hasLiteralText(named: name, reading: reading, depth: 0)
    else { return nil }
    return "the String '\(name)', set from literal text"
  }

  /// Whether the description of the empty state at `site` is made verbatim on purpose:
  /// `Text(verbatim: …)` or `Text(String("…"))`.
  private func hasVerbatimDescription(_ site: EmptyStateSite) -> Bool {
    var ranges: [Range<Int>] = []
    if let open = site.call.arguments {
      ranges += outline.arguments(at: open).filter { $0.label == "description" }.map(\.value)
    }
    for (index, closure) in site.call.closures.enumerated()
    where closure.label.map({ outline.is($0, "description") }) ?? (index == 1) {
      ranges.append(closure.open + 1..<outline.close(of: closure.open))
    }
    return ranges.contains { range in
      range.contains { index in
        guard outline.isWord(index, "Text"), outline.kind(index + 1) == .leftParen else {
          return false
        }
        return outline.isWord(index + 2, "verbatim")
          || (outline.isWord(index + 2, "String") && outline.kind(index + 3) == .leftParen
            && outline.kind(index + 4) == .stringLiteral)
      }
    }
  }

  /// Whether `range` is a member chain and nothing else: `name`, `self.name`, `folder.title`.
  func isWholeChain(_ range: Range<Int>) -> Bool {
    range.allSatisfy {
      outline.kind($0) == .identifier || outline.kind($0) == .period || outline.isWord($0, "self")
    }
  }
}
