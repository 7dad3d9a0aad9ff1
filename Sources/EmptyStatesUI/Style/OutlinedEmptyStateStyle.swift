#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The standard layout inside a dashed, rounded border: a drop zone, or an empty area inside
  /// a larger screen. Applies on every OS version.
  public struct OutlinedEmptyStateStyle {
    /// Creates the outlined style.
    public nonisolated init() {}

    /// Frames the state with a dashed border.
    ///
    /// - Parameter configuration: The state's parts.
    /// - Returns: The outlined empty state.
    @ViewBuilder @MainActor public func makeBody(configuration: Configuration) -> some View {
      PanelEmptyStateBody(configuration: configuration, panel: .outlined)
    }
  }

  extension EmptyStateStyle where Self == OutlinedEmptyStateStyle {
    /// The standard layout inside a dashed, rounded border.
    public nonisolated static var outlined: OutlinedEmptyStateStyle { OutlinedEmptyStateStyle() }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension OutlinedEmptyStateStyle: EmptyStateStyle {}
#endif
