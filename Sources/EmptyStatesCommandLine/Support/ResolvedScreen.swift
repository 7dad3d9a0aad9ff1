import EmptyStates

/// The `resolve --format json` object of the CLI contract: the screen the core chose and the
/// state it shows, if any.
struct ResolvedScreen: Encodable {
  /// The `screen` field: one word a `Presentation` case.
  enum Screen: String, Encodable {
    case progress, content, unavailable
    case contentWithError = "content-with-error"
  }

  var screen: Screen
  /// The state shown in place of or beside the content; `null` in the JSON when there is none.
  var state: RenderedState?

  init(_ presentation: Presentation, localizer: EmptyStateLocalizer) {
    screen =
      switch presentation {
      case .progress: .progress
      case .content: .content
      case .contentWithError: .contentWithError
      case .unavailable: .unavailable
      }
    state = presentation.emptyState.map { shown in
      RenderedState(shown, preset: Self.preset(of: presentation), localizer: localizer)
    }
  }

  /// The preset the shown state came from: the one its reason names, when the state is that
  /// preset's own. A screen's own copy (custom rules) came from no preset, and says so.
  static func preset(of presentation: Presentation) -> EmptyState.Preset? {
    guard let shown = presentation.emptyState, let reason = presentation.reason,
      let preset = reason.preset
    else { return nil }
    let (query, filters): (SearchQuery?, SearchFilters) =
      switch reason {
      case .noResults(let query): (query, [])
      case .filteredOut(let filters, let query): (query, filters)
      default: (nil, [])
      }
    return preset.emptyState(query: query?.text, filters: filters) == shown ? preset : nil
  }

  private enum CodingKeys: String, CodingKey {
    case screen, state
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(screen, forKey: .screen)
    try container.encode(state, forKey: .state)
  }
}
