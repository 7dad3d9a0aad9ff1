// Animations and transitions (SwiftUICore, iPhoneOS18.0.sdk) and symbol effects (the Symbols
// framework, which SwiftUI's symbolEffect modifiers take; Apple's documentation pages).

/// How a change animates. (SwiftUI's `Animation`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Animation: Equatable, Sendable {
  /// The animation's name. Not SwiftUI API.
  @_spi(Inspection) public let _name: String
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Animation : Hashable` from iOS 17.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Animation: Hashable {
}

// SwiftUICore, iPhoneOS18.0.sdk: Animation.default, easeInOut, easeInOut(duration:), linear,
// spring, smooth, smooth(duration:extraBounce:), snappy, snappy(duration:extraBounce:), bouncy
// (the last ones always emitted into the client, so as old as the extension),
// repeatForever(autoreverses:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Animation {
  public static let `default` = Animation(_name: "default")
  public static var easeInOut: Animation { Animation(_name: "easeInOut") }
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(_name: "easeInOut(\(duration))")
  }
  public static var linear: Animation { Animation(_name: "linear") }
  public static var spring: Animation { Animation(_name: "spring") }
  public static var smooth: Animation { Animation(_name: "smooth") }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(_name: "smooth(\(duration))")
  }
  public static var snappy: Animation { Animation(_name: "snappy") }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(_name: "snappy(\(duration))")
  }
  public static var bouncy: Animation { Animation(_name: "bouncy") }
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(_name: "\(_name).repeatForever")
  }
}

/// Runs `body` and animates the changes it makes. (SwiftUI's `withAnimation(_:_:)`;
/// SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// A type-erased transition. (SwiftUI's `AnyTransition`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AnyTransition {
  /// The transition's name. Not SwiftUI API.
  @_spi(Inspection) public let _name: String
}

@available(*, unavailable)
extension AnyTransition: Sendable {
}

// SwiftUICore, iPhoneOS18.0.sdk: AnyTransition.opacity, identity, slide, move(edge:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension AnyTransition {
  nonisolated(unsafe) public static let opacity = AnyTransition(_name: "opacity")
  nonisolated(unsafe) public static let identity = AnyTransition(_name: "identity")
  public static var slide: AnyTransition { AnyTransition(_name: "slide") }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(_name: "move") }
}

/// How a view enters and leaves. (SwiftUI's `Transition`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@preconcurrency @MainActor
public protocol Transition {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency
  func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
  @MainActor @preconcurrency static var properties: TransitionProperties { get }
  typealias Content = PlaceholderContentView<Self>
}

// SwiftUICore, iPhoneOS18.0.sdk: Transition.properties' default.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Transition {
  @MainActor @preconcurrency public static var properties: TransitionProperties {
    TransitionProperties()
  }
}

/// Where a transitioning view is. (SwiftUI's `TransitionPhase`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum TransitionPhase {
  case willAppear, identity, didDisappear
  public var isIdentity: Bool { self == .identity }
}

/// What a transition does. (SwiftUI's `TransitionProperties`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct TransitionProperties: Sendable {
  public var hasMotion: Bool
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The view a transition's body receives. (SwiftUI's `PlaceholderContentView`: main-actor
/// isolated in SwiftUICore, iPhoneOS18.0.sdk, and in the 26 SDKs as far as known;
/// `nonisolated struct PlaceholderContentView<Value>` on developer.apple.com/documentation/
/// swiftui/placeholdercontentview (27 SDK).)
#if APPLE_SDK_27
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public struct PlaceholderContentView<Value>: View, _PrimitiveView {
  }
#else
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct PlaceholderContentView<Value>: View, _PrimitiveView {
  }
#endif

// The members, nonisolated in every SDK (the stand-in's `_children` too, which reads nothing).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension PlaceholderContentView {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("PlaceholderContentView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

@available(*, unavailable)
extension PlaceholderContentView: Sendable {
}

/// A transition that fades. (SwiftUI's `OpacityTransition`: main-actor isolated in SwiftUICore,
/// iPhoneOS18.0.sdk, and in the 26 SDKs as far as known; `nonisolated struct OpacityTransition`
/// with a `nonisolated init()` on developer.apple.com/documentation/swiftui/opacitytransition
/// (27 SDK).)
#if APPLE_SDK_27
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public struct OpacityTransition: Transition {
    nonisolated public init() {}
  }

  // The 27 SDK: the members of a nonisolated type, nonisolated.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension OpacityTransition {
    nonisolated public func body(content: OpacityTransition.Content, phase: TransitionPhase)
      -> some View
    {
      content.opacity(phase.isIdentity ? 1 : 0)
    }
  }
#else
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct OpacityTransition: Transition {
    @MainActor @preconcurrency public init() {}
  }

  // SwiftUICore, iPhoneOS18.0.sdk: the members, main-actor isolated.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension OpacityTransition {
    @MainActor @preconcurrency
    public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View {
      content.opacity(phase.isIdentity ? 1 : 0)
    }
  }
#endif

@available(*, unavailable)
extension OpacityTransition: Sendable {
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Transition where Self == OpacityTransition`, opacity.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Transition where Self == OpacityTransition {
  @MainActor @preconcurrency public static var opacity: OpacityTransition { OpacityTransition() }
}

/// A symbol effect. (The Symbols framework's `SymbolEffect`,
/// developer.apple.com/documentation/symbols/symboleffect.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SymbolEffect: Sendable {}

/// An effect that runs until stopped. (Symbols' `IndefiniteSymbolEffect`.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol IndefiniteSymbolEffect {}

/// An effect that runs once per change. (Symbols' `DiscreteSymbolEffect`.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol DiscreteSymbolEffect {}

/// Options for a symbol effect. (Symbols' `SymbolEffectOptions`.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SymbolEffectOptions: Sendable, Equatable {
  /// Whether the effect repeats. Not SwiftUI API.
  @_spi(Inspection) public let _repeats: Bool
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions(_repeats: true) }
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(_repeats: false) }
}

/// The pulse effect. (Symbols' `PulseSymbolEffect`.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect,
  Hashable
{
  public var byLayer: PulseSymbolEffect { self }
  public var wholeSymbol: PulseSymbolEffect { self }
}

/// The breathe effect. (Symbols' `BreatheSymbolEffect`,
/// developer.apple.com/documentation/symbols/breathesymboleffect: `Hashable`, `Sendable`, a
/// discrete and an indefinite effect.)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect,
  Hashable
{
  public var plain: BreatheSymbolEffect { self }
  public var pulse: BreatheSymbolEffect { self }
  public var byLayer: BreatheSymbolEffect { self }
  public var wholeSymbol: BreatheSymbolEffect { self }
}

// Symbols: `extension SymbolEffect where Self == PulseSymbolEffect`, pulse.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

// Symbols: `extension SymbolEffect where Self == BreatheSymbolEffect`, breathe.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
