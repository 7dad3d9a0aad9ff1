/// A container for controls that enter data, such as settings. (SwiftUI's `Form`; SwiftUI,
/// iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct Form<Content>: View, _PrimitiveView where Content: View {
  /// The stand-in draws this view itself: it has no body.
  public typealias Body = Never
  /// The content, for inspection.
  @_spi(Inspection) nonisolated(unsafe) public let _content: Content

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
