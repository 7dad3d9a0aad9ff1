@testable import EmptyStatesLint

/// A stand-in rule whose check records that it ran and reports one finding of its own rule and
/// one of another.
struct CheckSpy: LintRule {
  let id: EmptyStateLinter.Rule
  let log: CheckLog

  var documentation: Documentation { LintRules.rule(for: id).documentation }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    log.ran.append(id)
    let other: EmptyStateLinter.Rule =
      id == .copyGenericTitle ? .copyTitleTooLong : .copyGenericTitle
    return [
      RuleFinding(token: 0, rule: id, message: "ran"),
      RuleFinding(token: 1, rule: other, message: "not this check's rule"),
    ]
  }
}
