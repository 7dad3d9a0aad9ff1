/// A container for controls that enter data, such as settings. (SwiftUI's `Form`.)
nonisolated public struct Form<Content>: View, _PrimitiveView where Content: View {
  /// The stand-in draws this view itself: it has no body.
  public typealias Body = Never
  /// The content, for inspection.
  public let _content: Content

  /// Creates a form with the given content.
  public nonisolated init(@ViewBuilder content: () -> Content) {
    _content = content()
  }

  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("Form") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}
