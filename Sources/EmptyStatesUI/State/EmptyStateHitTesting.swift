#if canImport(SwiftUI)
  import SwiftUI

  /// Which parts of an empty state take touches and clicks.
  ///
  /// Over a `List` or a `ScrollView` (the overlay modifiers), only the actions do: a drag that
  /// starts on the symbol, the title, the description, the progress indicator or the panel
  /// behind a failed refresh's banner reaches the scrolling view underneath, so it scrolls and
  /// pulls to refresh, while the buttons stay tappable. Parts that take no hits stay visible to VoiceOver: hit testing is not
  /// accessibility.
  enum EmptyStateHitTesting: Hashable, Sendable {
    /// Every part takes hits, as any view does: a link in the description can be tapped.
    case everyPart
    /// Only the actions take hits; everything else lets them through to the view below.
    case actionsOnly

    /// A part of the state, as hit testing sees it.
    enum Part: Hashable, Sendable, CaseIterable {
      /// The symbol or picture and the title.
      case label
      /// The text below the title.
      case description
      /// The buttons.
      case actions
      /// The progress indicator an overlay shows during the first load.
      case progress
      /// The panel behind the banner an overlay shows when a refresh failed.
      case banner
    }

    /// Whether `part` takes hits.
    nonisolated func takesHits(_ part: Part) -> Bool {
      switch self {
      case .everyPart: true
      case .actionsOnly: part == .actions
      }
    }
  }

  private struct EmptyStateHitTestingKey: EnvironmentKey {
    static let defaultValue = EmptyStateHitTesting.everyPart
  }

  extension EnvironmentValues {
    /// Which parts of the empty states below take hits; the overlays set ``EmptyStateHitTesting/actionsOnly``.
    var emptyStateHitTesting: EmptyStateHitTesting {
      get { self[EmptyStateHitTestingKey.self] }
      set { self[EmptyStateHitTestingKey.self] = newValue }
    }
  }
#endif
