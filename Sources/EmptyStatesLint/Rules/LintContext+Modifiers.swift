extension LintContext {
  /// `accessibility-label-on-empty-state` and `fixed-frame-on-empty-state`: what the modifiers
  /// applied directly to an empty state (or a wrapper's use) do.
  func modifierFindings() -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for site in allSites {
      let viewName = outline.name(site.name)
      for modifier in outline.modifiers(after: site.call.end) {
        if outline.is(modifier.name, "accessibilityLabel") {
          findings.append(
            RuleFinding(
              token: site.name, rule: .accessibilityLabelOnEmptyState,
              message:
                ".accessibilityLabel on \(viewName) replaces what VoiceOver reads (title, description, actions) with one label; remove it and let the view's own text speak"
            ))
        }
        if outline.is(modifier.name, "frame"), let open = modifier.arguments,
          let fixed = fixedDimension(inFrameAt: open)
        {
          findings.append(
            RuleFinding(
              token: site.name, rule: .fixedFrameOnEmptyState,
              message:
                ".frame(\(fixed):) gives \(viewName) a fixed size that truncates it at large Dynamic Type sizes; let it fill the space (.frame(maxWidth: .infinity, maxHeight: .infinity))"
            ))
        }
      }
    }
    return findings
  }

  /// The label of a fixed height in the `.frame(…)` whose arguments open at `open`: `height`
  /// with any value but `nil`, or `maxHeight` with a value other than `.infinity` and `nil`.
  private func fixedDimension(inFrameAt open: Int) -> String? {
    for (label, value) in outline.arguments(at: open) {
      guard label == "height" || label == "maxHeight", !value.isEmpty else { continue }
      let text = outline.joinedText(value)
      if text == "nil" || text == ".infinity" || text == "CGFloat.infinity" { continue }
      return label
    }
    return nil
  }
}
