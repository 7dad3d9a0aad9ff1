/// How a change animates. (SwiftUI's `Animation`.)
nonisolated public struct Animation: Hashable, Sendable {
  public let _name: String
  public static let `default` = Animation(_name: "default")
  public static var easeInOut: Animation { Animation(_name: "easeInOut") }
  public static var linear: Animation { Animation(_name: "linear") }
  public static var spring: Animation { Animation(_name: "spring") }
  public static var smooth: Animation { Animation(_name: "smooth") }
  public static var snappy: Animation { Animation(_name: "snappy") }
  public static var bouncy: Animation { Animation(_name: "bouncy") }
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(_name: "easeInOut(\(duration))")
  }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(_name: "smooth(\(duration))")
  }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(_name: "snappy(\(duration))")
  }
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(_name: "\(_name).repeatForever")
  }
}

/// Runs `body` and animates the changes it makes. (SwiftUI's `withAnimation`.)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// A type-erased transition. (SwiftUI's `AnyTransition`.)
nonisolated public struct AnyTransition {
  public let _name: String
  nonisolated(unsafe) public static let opacity = AnyTransition(_name: "opacity")
  nonisolated(unsafe) public static let identity = AnyTransition(_name: "identity")
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(_name: "move") }
}

/// How a view enters and leaves. (SwiftUI's `Transition`.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol Transition {}

/// A transition that fades. (SwiftUI's `OpacityTransition`.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated public struct OpacityTransition: Transition {
  public nonisolated init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Transition where Self == OpacityTransition {
  @MainActor @preconcurrency public static var opacity: OpacityTransition { OpacityTransition() }
}

/// A symbol effect. (The Symbols framework's `SymbolEffect`.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol SymbolEffect: Sendable {}
/// An effect that runs until stopped.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once per change.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol DiscreteSymbolEffect {}

/// Options for a symbol effect.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated public struct SymbolEffectOptions: Sendable, Equatable {
  public let _repeats: Bool
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions(_repeats: true) }
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(_repeats: false) }
}

/// The pulse effect. (iOS 17.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect,
  DiscreteSymbolEffect,
  Equatable
{
  public var byLayer: PulseSymbolEffect { self }
  public var wholeSymbol: PulseSymbolEffect { self }
}

/// The breathe effect. (iOS 18.)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect,
  DiscreteSymbolEffect,
  Equatable
{
  public var plain: BreatheSymbolEffect { self }
  public var pulse: BreatheSymbolEffect { self }
  public var byLayer: BreatheSymbolEffect { self }
  public var wholeSymbol: BreatheSymbolEffect { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
