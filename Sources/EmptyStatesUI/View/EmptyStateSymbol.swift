#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// An SF Symbol that can breathe: the `breathe` effect on iOS 18 and macOS 15 and later, the
  /// `pulse` effect on iOS 17 and macOS 14, a gentle opacity pulse before. It stays still when
  /// the user asks for reduced motion.
  ///
  /// ```swift
  /// EmptyStateView {
  ///   Label { Text("No Messages") } icon: { EmptyStateSymbol("tray", animation: .breathe) }
  /// }
  /// ```
  public struct EmptyStateSymbol {
    let name: String
    let animation: EmptyState.Media.SymbolAnimation
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Creates a symbol.
    ///
    /// - Parameters:
    ///   - systemName: The SF Symbol's name.
    ///   - animation: How it moves; `.none` keeps it still.
    public nonisolated init(
      _ systemName: String, animation: EmptyState.Media.SymbolAnimation = .none
    ) {
      name = systemName
      self.animation = animation
    }

    /// Whether the symbol moves: an animation was asked for and motion is not reduced.
    var isAnimating: Bool {
      animation != .none && !reduceMotion
    }

    /// The symbol, moving unless motion is reduced.
    @ViewBuilder @MainActor public var body: some View {
      let image = Image(systemName: name)
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        switch animation {
        case .breathe: image.symbolEffect(.breathe, isActive: isAnimating)
        case .pulse, .none: image.symbolEffect(.pulse, isActive: isAnimating)
        }
      } else if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
        image.symbolEffect(.pulse, isActive: isAnimating)
      } else {
        OpacityPulse(isActive: isAnimating) { image }
      }
    }
  }

  /// Fades its content in and out slowly while active: the pulse before iOS 17. Starts and
  /// stops as `isActive` changes while it is on screen.
  struct OpacityPulse<Content: View>: View {
    let isActive: Bool
    let content: Content
    @State private var isDimmed = false
    @Environment(\.emptyStateMotion) private var motion

    init(isActive: Bool, @ViewBuilder content: () -> Content) {
      self.isActive = isActive
      self.content = content()
    }

    var body: some View {
      content
        .opacity(isActive && isDimmed ? motion.pulseOpacity : 1)
        .animation(
          isActive ? .easeInOut(duration: motion.pulseFadeDuration).repeatForever() : nil,
          value: isDimmed
        )
        // On appearing, and again whenever `isActive` changes (Reduce Motion turned on or off,
        // the animation asked for or not): starts or stops the pulse.
        .task(id: isActive) { isDimmed = isActive }
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateSymbol: View {}
#endif
