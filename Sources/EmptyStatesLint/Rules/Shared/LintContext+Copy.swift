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
}
