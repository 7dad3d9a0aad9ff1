/// `fixed-frame-on-empty-state`: a fixed height in a `.frame` on an empty state (or on the use of
/// a view that shows one), or, where it has none, on the stack that holds it when nothing else
/// there can take the height (``LintContext/fixedContainer(around:)``, in
/// `FixedFrameOnEmptyState/`).
struct FixedFrameOnEmptyStateRule: LintRule {
  var id: EmptyStateLinter.Rule { .fixedFrameOnEmptyState }

  var documentation: Documentation {
    Documentation(
      summary: "A fixed height on an empty state, or on the stack that only it fills.",
      rationale:
        "A fixed height truncates the title and description at large Dynamic Type sizes and "
        + "on small screens.",
      badExample: """
        ContentUnavailableView("No Notes", systemImage: "note")
          .frame(height: 200)
        """,
      goodExample: """
        ContentUnavailableView("No Notes", systemImage: "note")
          .frame(maxWidth: .infinity, maxHeight: .infinity)
        """,
      fix: "Let it (and a stack that holds it) fill the container, or give a minimum height "
        + "instead of a fixed one.")
  }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    let outline = context.outline
    var findings: [RuleFinding] = []
    for site in context.allSites + context.indirectSites {
      let viewName = context.siteName(site)
      var framed = false
      for modifier in outline.modifiers(after: site.call.end) {
        guard outline.is(modifier.name, "frame"), let open = modifier.arguments,
          let fixed = context.fixedDimension(
            inFrameAt: open, proxies: context.geometryProxies(around: open))
        else { continue }
        framed = true
        findings.append(
          RuleFinding(
            token: site.shown, rule: id,
            message:
              ".frame(\(fixed):) gives \(viewName) a fixed size that truncates it at large Dynamic Type sizes; let it fill the space (.frame(maxWidth: .infinity, maxHeight: .infinity))"
          ))
      }
      if !framed, let (container, label) = context.fixedContainer(around: site.name) {
        let stack = outline.name(container)
        let line = outline.location(container).line
        findings.append(
          RuleFinding(
            token: site.shown, rule: id,
            message:
              "\(viewName) fills the \(stack) at line \(line), whose .frame(\(label):) is fixed and truncates it at large Dynamic Type sizes; let the \(stack) grow (.frame(minHeight:)) or give the empty state the space (.frame(maxHeight: .infinity))"
          ))
      }
    }
    return findings
  }
}
