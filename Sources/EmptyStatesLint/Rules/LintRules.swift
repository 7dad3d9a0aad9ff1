/// The registry of rules: the one place that gives each ``EmptyStateLinter/Rule`` the type that
/// carries it (its documentation and its check).
enum LintRules {
  /// Every rule, in the order of ``EmptyStateLinter/Rule/allCases``.
  static let all: [any LintRule] = EmptyStateLinter.Rule.allCases.map(rule(for:))

  /// The type that carries the rule `id`.
  static func rule(for id: EmptyStateLinter.Rule) -> any LintRule {
    switch id {
    case .emptyStateDuringLoading: EmptyStateDuringLoadingRule()
    case .emptyStateInListRow: EmptyStateInListRowRule()
    case .accessibilityLabelOnEmptyState: AccessibilityLabelOnEmptyStateRule()
    case .fixedFrameOnEmptyState: FixedFrameOnEmptyStateRule()
    case .unlocalizedTitle: UnlocalizedTitleRule()
    case .searchWithoutQuery: SearchWithoutQueryRule()
    case .missingAvailabilityCheck: MissingAvailabilityCheckRule()
    case .emptyStateAsLoading: EmptyStateAsLoadingRule()
    case .copyTitleTooLong: CopyTitleTooLongRule()
    case .copyGenericTitle: CopyGenericTitleRule()
    case .copyDescriptionRepeatsTitle: CopyDescriptionRepeatsTitleRule()
    case .copyRawErrorText: CopyRawErrorTextRule()
    case .copyNoWayForward: CopyNoWayForwardRule()
    case .invalidSuppression: InvalidSuppressionRule()
    }
  }
}
