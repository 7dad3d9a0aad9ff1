import EmptyStates

extension LintContext {
  /// The text of `range` when it is literal copy: one string literal, or one wrapped in
  /// `LocalizedStringKey("…")` or `String(localized: "…")` (the first argument, any comment
  /// after it aside).
  private func copyLiteralText(_ range: Range<Int>) -> String? {
    if let text = literalText(range) { return text }
    guard let first = range.first, outline.kind(first + 1) == .leftParen,
      outline.end(ofGroupAt: first + 1) == range.upperBound,
      let (label, value) = outline.arguments(at: first + 1).first
    else { return nil }
    let wraps =
      (outline.isWord(first, "LocalizedStringKey") && label == nil)
      || (outline.isWord(first, "String") && label == "localized")
    return wraps ? literalText(value) : nil
  }

  /// Whether the SF Symbol `symbol` marks an error: an error sign before any `.badge` (a badge
  /// on an everyday symbol, `calendar.badge.exclamationmark`, marks no error).
  private static func isErrorSymbol(_ symbol: String) -> Bool {
    let base = symbol.split(separator: ".").prefix { $0 != "badge" }.joined(separator: ".")
    return errorSymbolMarkers.contains { base.contains($0) }
  }

  /// The symbols that mark an error or a warning, read as the state's tone.
  private static let errorSymbolMarkers = [
    "exclamationmark", "xmark.octagon", "xmark.circle", "wifi.slash", "icloud.slash",
    "network.slash", "bolt.horizontal.icloud",
  ]

  /// The core's copy review (``CopyReview``) of the empty states with a literal title: each
  /// issue it finds, at the empty state's name, in the order of the sites and then the review.
  func reviewCopy() -> [ReviewedCopy] {
    var reviewed: [ReviewedCopy] = []
    for site in sites where site.kind != .emptyStateView || site.call.member == nil {
      let copy = copy(of: site)
      guard site.call.member == nil, let titleRange = copy.title,
        let title = copyLiteralText(titleRange)
      else { continue }
      let description = copy.description.flatMap(copyLiteralText)
      let isError = copy.symbol.map(Self.isErrorSymbol) ?? false
      let state = EmptyState(
        .verbatim(title), description: description.map { .verbatim($0) },
        actions: copy.hasActions ? [.retry] : [], tone: isError ? .error : .neutral)
      for issue in CopyReview.review(state) {
        reviewed.append(ReviewedCopy(token: site.name, issue: issue))
      }
    }
    return reviewed
  }
}
