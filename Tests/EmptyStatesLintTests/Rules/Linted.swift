@testable import EmptyStatesLint

/// A finding as tests compare it: where and which rule.
struct Linted: Hashable, CustomStringConvertible {
  var line: Int
  var column: Int
  var rule: EmptyStateLinter.Rule

  init(_ line: Int, _ column: Int, _ rule: EmptyStateLinter.Rule) {
    self.line = line
    self.column = column
    self.rule = rule
  }

  var description: String { "\(line):\(column) \(rule.rawValue)" }

  /// The findings of every rule in `source`, deployed to `targets` ("iOS15") and built with
  /// `sdk`.
  static func findings(
    in source: String, targets: [String] = [],
    rules: Set<EmptyStateLinter.Rule> = Set(EmptyStateLinter.Rule.allCases),
    sdk: SDKGeneration = .newest
  ) -> [Linted] {
    messages(in: source, targets: targets, rules: rules, sdk: sdk).map(\.0)
  }

  /// The findings with their messages.
  static func messages(
    in source: String, targets: [String] = [],
    rules: Set<EmptyStateLinter.Rule> = Set(EmptyStateLinter.Rule.allCases),
    sdk: SDKGeneration = .newest
  ) -> [(Linted, String)] {
    var resolved: [AppleOS: ResolvedDeploymentTarget] = [:]
    for text in targets {
      if let target = DeploymentTarget(text) {
        resolved[target.os] = ResolvedDeploymentTarget(target: target, file: "Package.swift")
      }
    }
    let linter = FileLinter(
      rules: rules, deploymentTargets: resolved, sdk: ResolvedSDK(generation: sdk, origin: "--sdk"))
    return linter.lint(Array(source.utf8), path: "View.swift").findings.map {
      (Linted($0.line, $0.column, $0.rule), $0.message)
    }
  }

  /// The findings of `rules` in a view whose body is `body`, with lines counted from the body's
  /// first line and columns as `body` writes them.
  static func findings(inBody body: String, rules: Set<EmptyStateLinter.Rule>) -> [Linted] {
    let source = "struct Screen: View {\n  var body: some View {\n" + body + "\n  }\n}\n"
    return findings(in: source, rules: rules).map { Linted($0.line - 2, $0.column, $0.rule) }
  }
}
