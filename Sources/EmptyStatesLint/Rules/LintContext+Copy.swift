import EmptyStates

extension LintContext {
  /// The copy of the empty state called at `site`.
  func copy(of site: EmptyStateSite) -> EmptyStateCopy {
    var copy = EmptyStateCopy(hasActions: false)
    let call = site.call
    var labelBlock: Range<Int>?
    var descriptionBlock: Range<Int>?
    if let open = call.arguments {
      for (label, value) in outline.arguments(at: open) {
        switch label {
        case nil where copy.title == nil && labelBlock == nil: copy.title = value
        case "title": copy.title = value
        case "systemImage", "image": copy.symbol = literalText(value)
        case "description": descriptionBlock = value
        case "label": labelBlock = value
        case "actions": copy.hasActions = true
        default: break
        }
      }
    }
    for (index, closure) in call.closures.enumerated() {
      let block = closure.open + 1..<max(closure.open + 1, outline.end(ofGroupAt: closure.open) - 1)
      let label = closure.label.map(outline.name)
      if label == "description" || (label == nil && index == 1) {
        descriptionBlock = block
      } else if label == "actions" {
        copy.hasActions = true
      } else if index == 0, label == nil || label == "label" {
        labelBlock = block
      }
    }
    if let labelBlock {
      if let label = firstCall(named: ["Label", "Text"], in: labelBlock) {
        let arguments = outline.call(at: label).arguments.map { outline.arguments(at: $0) } ?? []
        for (argumentLabel, value) in arguments {
          if argumentLabel == nil, copy.title == nil { copy.title = value }
          if argumentLabel == "systemImage" { copy.symbol = literalText(value) }
          // `Label(title: { Text(title) }, icon: { … })`
          if argumentLabel == "title", copy.title == nil { copy.title = textArgument(in: value) }
        }
      }
      if copy.symbol == nil, let image = firstCall(named: ["Image"], in: labelBlock),
        let arguments = outline.call(at: image).arguments
      {
        for (argumentLabel, value) in outline.arguments(at: arguments)
        where argumentLabel == "systemName" {
          copy.symbol = literalText(value)
        }
      }
    }
    if let descriptionBlock, let value = textArgument(in: descriptionBlock) {
      copy.description = value
    }
    return copy
  }

  /// The unlabelled argument of the first `Text(…)` in `range`: what a description block or a
  /// `Label`'s title closure shows.
  private func textArgument(in range: Range<Int>) -> Range<Int>? {
    guard let text = firstCall(named: ["Text"], in: range),
      let arguments = outline.call(at: text).arguments,
      let (label, value) = outline.arguments(at: arguments).first, label == nil
    else { return nil }
    return value
  }

  /// The first call of one of `names` in `range`.
  private func firstCall(named names: Set<String>, in range: Range<Int>) -> Int? {
    range.first {
      outline.kind($0) == .identifier && names.contains(outline.name($0))
        && outline.kind($0 + 1) == .leftParen && outline.kind($0 - 1) != .period
    }
  }

  /// The text of `range` when it is one string literal.
  func literalText(_ range: Range<Int>) -> String? {
    guard range.count == 1, outline.kind(range.lowerBound) == .stringLiteral else { return nil }
    return StringLiteral.text(of: outline.text(range.lowerBound))
  }

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

  /// The copy review's findings (and `empty-state-as-loading` for "Loading…" copy) for the
  /// empty states with a literal title.
  func copyFindings() -> [RuleFinding] {
    var findings: [RuleFinding] = []
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
        findings.append(
          RuleFinding(
            token: site.name, rule: EmptyStateLinter.Rule(issue.rule),
            message: "\(issue.message) \(issue.suggestion)"))
      }
    }
    return findings
  }
}

extension EmptyStateLinter.Rule {
  /// The lint rule that reports a copy review rule.
  init(_ rule: CopyIssue.Rule) {
    switch rule {
    case .titleTooLong: self = .copyTitleTooLong
    case .genericTitle: self = .copyGenericTitle
    case .descriptionRepeatsTitle: self = .copyDescriptionRepeatsTitle
    case .rawErrorText: self = .copyRawErrorText
    case .noWayForward: self = .copyNoWayForward
    case .loadingAsEmptyState: self = .emptyStateAsLoading
    }
  }
}
