/// A rule of `empty-states lint`: which pitfall it finds, its documentation, and its check.
///
/// Each rule is one type in a file named after it (`EmptyStateDuringLoadingRule.swift`); what
/// only that rule reads with is in a folder of the same name (`EmptyStateDuringLoading/`), and
/// what several rules read with is in `Shared/`. Its fixtures are in `Fixtures/lint/<id>/` and
/// its tests in `Tests/EmptyStatesLintTests/Rules/<Type>Tests.swift`. ``LintRules`` lists the
/// rules, and ``FileLinter`` runs the checks of those it is asked for.
protocol LintRule: Sendable {
  /// The rule's stable id.
  var id: EmptyStateLinter.Rule { get }
  /// What the rule finds, why it matters, a bad and a good example, and the fix.
  var documentation: EmptyStateLinter.Rule.Documentation { get }
  /// Whether a suppression comment can silence the rule's findings: true but for the rule about
  /// suppression comments themselves.
  var isSilenceable: Bool { get }

  /// The rule's findings in one file.
  /// - Parameters:
  ///   - context: The file, read for the rules.
  ///   - build: What the file is built for.
  /// - Returns: The findings, each of this rule, in the order the check meets them.
  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding]
}

extension LintRule {
  /// A rule's documentation: summary, rationale, examples and fix.
  typealias Documentation = EmptyStateLinter.Rule.Documentation

  var isSilenceable: Bool { true }
}
