import EmptyStates

/// The `render --format json` object for a state, as the CLI contract describes it.
enum StateJSON {
  static func object(
    for state: EmptyState, preset: EmptyState.Preset?, localizer: EmptyStateLocalizer
  )
    -> JSONValue
  {
    let localized = localizer.localize(state)
    return .object([
      ("preset", .optional(preset?.rawValue)),
      ("locale", .string(localized.localeIdentifier)),
      ("localization", .string(localized.localization)),
      ("direction", .string(localized.direction.rawValue)),
      ("title", .string(localized.title)),
      ("description", .optional(localized.description)),
      ("symbol", .optional(localized.media?.symbolName)),
      ("image", .optional(localized.media?.imageName)),
      ("mediaVariant", .optional(localized.media?.variant.rawValue)),
      ("symbolAnimation", .optional(localized.media?.animation.rawValue)),
      ("tone", .string(localized.tone.rawValue)),
      ("actions", .array(localized.actions.map(action))),
      ("accessibility", .array(localized.accessibilityOutline.map(element))),
      ("copyIssues", .array(CopyReview.review(state, localizer: localizer).map(issue))),
    ])
  }

  private static func action(_ action: LocalizedEmptyState.Action) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(action.id.rawValue)),
      ("title", .string(action.title)),
      ("role", .string(action.role.rawValue)),
    ]
    if let symbol = action.symbol { members.append(("symbol", .string(symbol))) }
    if let url = action.url { members.append(("url", .string(url.absoluteString))) }
    return .object(members)
  }

  private static func element(_ element: EmptyState.AccessibilityElement) -> JSONValue {
    .object([
      ("role", .string(element.role.rawValue)),
      ("label", .string(element.label)),
      ("hidden", .bool(element.isHidden)),
    ])
  }

  private static func issue(_ issue: CopyIssue) -> JSONValue {
    .object([
      ("rule", .string(issue.rule.rawValue)),
      ("field", .string(issue.field.rawValue)),
      ("message", .string(issue.message)),
      ("suggestion", .string(issue.suggestion)),
    ])
  }
}
