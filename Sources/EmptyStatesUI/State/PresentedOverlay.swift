#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The overlay of `emptyState(isPresented:content:)`: like ``PresentationOverlay``, only the
  /// actions of the states it shows take hits, and it respects every safe area.
  ///
  /// Its `ViewModifier` conformance is declared in an extension, so the type (and its
  /// initializer, which the nonisolated `emptyState` modifiers call) stays nonisolated.
  struct PresentedOverlay<Overlay: View> {
    let isPresented: Bool
    let overlay: Overlay
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.emptyStateMotion) private var motion
  }

  extension PresentedOverlay: ViewModifier {
    func body(content: Content) -> some View {
      content
        .overlay {
          if isPresented {
            overlay.environment(\.emptyStateHitTesting, .actionsOnly).transition(.opacity)
          }
        }
        .animation(
          EmptyStateMotion.transition(motion, reduceMotion: reduceMotion), value: isPresented)
    }
  }
#endif
