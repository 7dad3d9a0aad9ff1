/// A line that separates other content. (SwiftUI's `Divider`; SwiftUI, iPhoneOS18.0.sdk: a
/// main-actor view with a nonisolated initializer.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct Divider: View, _PrimitiveView {
  /// The stand-in draws this view itself: it has no body.
  public typealias Body = Never

  /// Creates a divider.
  nonisolated public init() {}

  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("Divider") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

@available(*, unavailable)
extension Divider: Sendable {}
