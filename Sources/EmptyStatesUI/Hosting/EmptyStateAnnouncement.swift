#if canImport(SwiftUI)
  import EmptyStates

  /// What VoiceOver hears when a hosted empty state changes: the new state's title, or the
  /// progress indicator's label — once, when it appears, not when the same state is set again,
  /// and nothing when the content comes back (the rows speak for themselves).
  package struct EmptyStateAnnouncement: Hashable, Sendable {
    /// The words to speak.
    package let text: String

    /// The announcement for `new` replacing `old`, or `nil` when there is nothing new to hear.
    ///
    /// - Parameters:
    ///   - old: What it drew before; `nil` when it drew nothing yet.
    ///   - new: What the view draws now.
    /// - Returns: What to announce, if anything.
    package static func replacing(
      _ old: LocalizedPresentation?, with new: LocalizedPresentation
    ) -> EmptyStateAnnouncement? {
      guard new != old else { return nil }
      switch new {
      case .progress(let progress): return EmptyStateAnnouncement(text: progress.label)
      case .unavailable(let state, _): return EmptyStateAnnouncement(text: state.title)
      case .content, .contentWithError: return nil
      }
    }
  }
#endif
