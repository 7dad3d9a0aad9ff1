import Foundation
import Testing

@testable import EmptyStatesLint

/// The registry: every rule once, each carried by its own type, found where a newcomer looks.
@Suite struct LintRulesTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The name of the type that carries `rule`: its id in upper camel case, then `Rule`.
  static func typeName(of rule: EmptyStateLinter.Rule) -> String {
    rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined() + "Rule"
  }

  @Test func theRegistryHasEveryRuleOnceInTheOrderOfTheEnum() {
    let ids = LintRules.all.map(\.id)
    #expect(ids == EmptyStateLinter.Rule.allCases)
    #expect(Set(ids).count == EmptyStateLinter.Rule.allCases.count)
    let types = LintRules.all.map { String(describing: type(of: $0)) }
    #expect(Set(types).count == types.count)
  }

  @Test(arguments: EmptyStateLinter.Rule.allCases)
  func eachRuleIsCarriedByATypeNamedAfterIt(rule: EmptyStateLinter.Rule) {
    let carrier = LintRules.rule(for: rule)
    #expect(carrier.id == rule)
    #expect(String(describing: type(of: carrier)) == Self.typeName(of: rule))
    #expect(rule.documentation == carrier.documentation)
    #expect(carrier.isSilenceable == (rule != .invalidSuppression))
  }

  @Test(arguments: EmptyStateLinter.Rule.allCases)
  func eachRuleHasItsFileItsTestsAndItsFixtures(rule: EmptyStateLinter.Rule) {
    let name = Self.typeName(of: rule)
    let paths = [
      "Sources/EmptyStatesLint/Rules/\(name).swift",
      "Tests/EmptyStatesLintTests/Rules/\(name)Tests.swift",
      "Fixtures/lint/\(rule.rawValue)",
    ]
    for path in paths {
      #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path))
    }
  }
}
