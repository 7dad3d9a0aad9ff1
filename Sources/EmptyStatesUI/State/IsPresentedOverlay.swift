#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The overlay of `emptyState(isPresented:content:)`: the app's own view, shown while its
  /// `isPresented` flag is true — named after that argument, as ``LoadStateOverlay`` is after
  /// the load state and ``PresentationOverlay`` after the presentation it shows. Like
  /// ``PresentationOverlay``, only the actions of the states it shows take hits, it respects
  /// every safe area, and it moves down with a pull where the OS reports the list's scroll
  /// geometry (``EmptyStatePull``).
  ///
  /// Its `ViewModifier` conformance is declared in an extension, so the type (and its
  /// initializer, which the nonisolated `emptyState` modifiers call) stays nonisolated.
  struct IsPresentedOverlay<Overlay: View> {
    let isPresented: Bool
    let overlay: Overlay
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.emptyStateMotion) private var motion
    /// How far the list is pulled down (``EmptyStatePull``); zero where the OS does not say.
    @State private var pull: CGFloat = 0

    /// An overlay that shows `overlay` while `isPresented` is true.
    init(isPresented: Bool, overlay: Overlay) {
      // Written out: with Xcode 27's `@State` macro, a type whose `@State` starts with a value
      // gets no memberwise initializer.
      self.isPresented = isPresented
      self.overlay = overlay
    }
  }

  extension IsPresentedOverlay: ViewModifier {
    func body(content: Content) -> some View {
      content
        // Following the finger is direct manipulation, not animation: Reduce Motion changes
        // nothing here.
        .emptyStateOnPullChange { pull = $0 }
        .overlay {
          if isPresented {
            overlay.environment(\.emptyStateHitTesting, .actionsOnly).offset(y: pull)
              .transition(.opacity)
          }
        }
        .animation(
          EmptyStateMotion.transition(motion, reduceMotion: reduceMotion), value: isPresented)
    }
  }
#endif
