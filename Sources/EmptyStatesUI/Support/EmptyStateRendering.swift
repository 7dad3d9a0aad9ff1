#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Which drawing the automatic style uses: the platform's choice, or one forced by tests and
  /// previews to show the backport on a new OS.
  enum EmptyStateRendering: Hashable, Sendable {
    /// `ContentUnavailableView` where the OS has it, the backport below.
    case automatic
    /// Always the backport.
    case fallback
  }

  private struct EmptyStateRenderingKey: EnvironmentKey {
    static let defaultValue = EmptyStateRendering.automatic
  }

  extension EnvironmentValues {
    /// Which drawing the automatic style uses.
    var emptyStateRendering: EmptyStateRendering {
      get { self[EmptyStateRenderingKey.self] }
      set { self[EmptyStateRenderingKey.self] = newValue }
    }
  }

  extension View {
    /// Draws the backport instead of `ContentUnavailableView`, whatever the OS: for previews
    /// and tests of the fallback on a new OS.
    func emptyStateRendering(_ rendering: EmptyStateRendering) -> some View {
      environment(\.emptyStateRendering, rendering)
    }
  }
#endif
