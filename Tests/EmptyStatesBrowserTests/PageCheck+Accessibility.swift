extension PageCheck {
  /// The colour schemes axe-core must find nothing in.
  static let schemes = ["light", "dark"]

  static func judgeAxe(_ page: PageReport, _ findings: Findings) {
    guard let axe = findings.require(page.axe, "axe-core result") else { return }
    for scheme in schemes {
      guard let result = axe[scheme] else {
        findings.add("page", "axe-core did not run in \(scheme) mode")
        continue
      }
      for rule in result.violations {
        let nodes = rule.nodes.prefix(3).map { node in
          "`\(node.target)` \(node.html) — \(node.summary.split(separator: "\n").last ?? "")"
        }
        findings.add(
          "\(scheme) mode",
          "axe \(rule.id) (\(rule.impact ?? "?"), \(rule.count) elements): \(rule.help): "
            + nodes.joined(separator: "; "))
      }
    }
  }

  static func judgeReading(_ page: PageReport, _ findings: Findings) {
    guard let sections = findings.require(page.reading, "accessibility tree") else { return }
    for section in sections {
      guard let expected = section.expected, let actual = section.actual else {
        findings.add(section.label, "is not in the accessibility tree")
        continue
      }
      if !expected.contains(where: { $0.role == "heading" }) {
        findings.add(section.label, "has no .es-title heading")
      }
      if actual != expected {
        findings.add(
          section.label,
          "reads [\(actual.map(\.description).joined(separator: ", "))] but its DOM says "
            + "[\(expected.map(\.description).joined(separator: ", "))]")
      }
      if let region = section.region, region.role != "region" || region.name != section.title {
        findings.add(
          section.label,
          "is exposed as \(region.role ?? "nothing") “\(region.name)”, not as a region named by "
            + "its title “\(section.title ?? "")”")
      }
      for symbol in section.symbols ?? []
      where !symbol.ariaHidden && (symbol.role != "img" || symbol.label.isEmpty) {
        findings.add(
          section.label,
          "\(symbol.element) is neither aria-hidden=\"true\" nor role=\"img\" with an aria-label")
      }
    }
  }
}
