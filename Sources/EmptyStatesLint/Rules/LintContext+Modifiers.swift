extension LintContext {
  /// `accessibility-label-on-empty-state` and `fixed-frame-on-empty-state`: what the modifiers
  /// applied to an empty state (or the use of a view that shows one) do, and a fixed height on
  /// the stack that holds it (``fixedContainer(around:)``).
  func modifierFindings() -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for site in allSites + indirectSites {
      let viewName = outline.name(site.name)
      var framed = false
      for modifier in outline.modifiers(after: site.call.end) {
        if replacesLabel(modifier) {
          findings.append(
            RuleFinding(
              token: site.name, rule: .accessibilityLabelOnEmptyState,
              message:
                ".\(outline.name(modifier.name)) on \(viewName) replaces what VoiceOver reads (title, description, actions) with one label; remove it and let the view's own text speak"
            ))
        }
        if outline.is(modifier.name, "frame"), let open = modifier.arguments,
          let fixed = fixedDimension(inFrameAt: open, proxies: geometryProxies(around: open))
        {
          framed = true
          findings.append(
            RuleFinding(
              token: site.name, rule: .fixedFrameOnEmptyState,
              message:
                ".frame(\(fixed):) gives \(viewName) a fixed size that truncates it at large Dynamic Type sizes; let it fill the space (.frame(maxWidth: .infinity, maxHeight: .infinity))"
            ))
        }
      }
      if !framed, let (container, label) = fixedContainer(around: site.name) {
        let stack = outline.name(container)
        let line = outline.location(container).line
        findings.append(
          RuleFinding(
            token: site.name, rule: .fixedFrameOnEmptyState,
            message:
              "\(viewName) fills the \(stack) at line \(line), whose .frame(\(label):) is fixed and truncates it at large Dynamic Type sizes; let the \(stack) grow (.frame(minHeight:)) or give the empty state the space (.frame(maxHeight: .infinity))"
          ))
      }
    }
    return findings
  }

  /// Whether the modifier `modifier` replaces the view's accessibility label:
  /// `.accessibilityLabel(_:)` (unless `isEnabled: false`) and the older
  /// `.accessibility(label:)`; not the closure that appends to the label the view has
  /// (`.accessibilityLabel { label in … }`).
  private func replacesLabel(_ modifier: Call) -> Bool {
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

  /// The label of a fixed height in the `.frame(…)` whose arguments open at `open`: `height`
  /// with any value but `nil`, or `maxHeight` with a value other than `.infinity` and `nil`.
  /// A value read from a `GeometryReader`'s proxy (one of `proxies`) follows the space the view
  /// is given, so it is not fixed.
  func fixedDimension(inFrameAt open: Int, proxies: Set<String>) -> String? {
    for (label, value) in outline.arguments(at: open) {
      guard label == "height" || label == "maxHeight", !value.isEmpty else { continue }
      let text = outline.joinedText(value)
      if text == "nil" || text == ".infinity" || text == "CGFloat.infinity" { continue }
      if let first = outline.identifiers(in: value).first, proxies.contains(first) { continue }
      return label
    }
    return nil
  }

  /// The names of the `GeometryReader { proxy in … }` parameters in scope at `index`.
  func geometryProxies(around index: Int) -> Set<String> {
    var names: Set<String> = []
    for ancestor in outline.ancestors(of: index) where outline.roles[ancestor] == .closure {
      guard let owner = outline.owner(ofBracketAt: ancestor), outline.is(owner, "GeometryReader"),
        outline.kind(ancestor + 1) == .identifier, outline.isWord(ancestor + 2, "in")
      else { continue }
      names.insert(outline.name(ancestor + 1))
    }
    return names
  }
}
