#if APPLE_SDK_27
  /// A line that separates other content. (SwiftUI's `Divider`;
  /// developer.apple.com/documentation/swiftui/divider (27 SDK): `nonisolated struct Divider`,
  /// `nonisolated init()`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct Divider: View, _PrimitiveView {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never

    /// Creates a divider.
    nonisolated public init() {}
  }
#else
  /// A line that separates other content. (SwiftUI's `Divider`; SwiftUI, iPhoneOS18.0.sdk: a
  /// main-actor view with a nonisolated initializer.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct Divider: View, _PrimitiveView {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never

    /// Creates a divider.
    nonisolated public init() {}
  }
#endif

// The stand-in's primitive members. (`init()` stays in the declarations: in an extension it would
// clash with the synthesized one.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Divider {
  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("Divider") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

@available(*, unavailable)
extension Divider: Sendable {}
