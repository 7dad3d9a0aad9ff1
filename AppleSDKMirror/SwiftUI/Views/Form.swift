#if APPLE_SDK_27
  /// A container for controls that enter data, such as settings. (SwiftUI's `Form`;
  /// developer.apple.com/documentation/swiftui/form (27 SDK): `nonisolated struct Form<Content>
  /// where Content : View`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct Form<Content>: View, _PrimitiveView where Content: View {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The content, for inspection.
    @_spi(Inspection) public let _content: Content
  }
#else
  /// A container for controls that enter data, such as settings. (SwiftUI's `Form`; SwiftUI,
  /// iPhoneOS18.0.sdk: a main-actor view.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct Form<Content>: View, _PrimitiveView where Content: View {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The content, for inspection.
    @_spi(Inspection) nonisolated(unsafe) public let _content: Content
  }
#endif

// SwiftUI, iPhoneOS18.0.sdk, and developer.apple.com/documentation/swiftui/form/init(content:)
// (27 SDK): `nonisolated init(content:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Form {
  /// Creates a form with the given content.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    _content = content()
  }

  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("Form") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

@available(*, unavailable)
extension Form: Sendable {}
