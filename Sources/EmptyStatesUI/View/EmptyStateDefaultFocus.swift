#if canImport(SwiftUI)
  /// Where focus lands when an empty state appears on tvOS, so the Siri Remote is never left
  /// with nothing to move from.
  enum EmptyStateDefaultFocus: Hashable, Sendable {
    /// The first action's button.
    case firstAction
    /// The whole state, made focusable: it has no button to focus.
    case wholeState

    /// Where focus lands in a state with or without actions.
    ///
    /// - Parameter hasActions: Whether the state shows any action.
    /// - Returns: The first action when there is one; the whole state otherwise.
    nonisolated static func target(hasActions: Bool) -> EmptyStateDefaultFocus {
      hasActions ? .firstAction : .wholeState
    }
  }
#endif
