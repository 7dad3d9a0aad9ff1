extension LintContext {
  /// Why the title at `range` is literal text in a `String`, in words; `nil` when it is a
  /// literal (a `LocalizedStringKey`), a localized string, or a value whose text the file does
  /// not show.
  func literalStringReason(_ range: Range<Int>, reading: LiteralTextReading) -> String? {
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
    // `file.name ?? "Untitled Folder"`: a `String?` with literal text for its fallback.
    if let fallback = coalescingFallback(of: range) {
      return hasLiteralText(fallback, reading: reading, depth: 0)
        ? "a String whose fallback after ?? is literal text" : nil
    }
    let chain = outline.memberChain(at: range)
    guard let name = chain.last, isWholeChain(range),
      hasLiteralText(named: name, reading: reading, depth: 0)
    else { return nil }
    return "the String '\(name)', set from literal text"
  }

  /// Whether the description of the empty state at `site` is made verbatim on purpose:
  /// `Text(verbatim: …)` or `Text(String("…"))`.
  func hasVerbatimDescription(_ site: EmptyStateSite) -> Bool {
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
