/// A line that separates other content. (SwiftUI's `Divider`.)
nonisolated public struct Divider: View, _PrimitiveView {
  /// The stand-in draws this view itself: it has no body.
  public typealias Body = Never

  /// Creates a divider.
  public nonisolated init() {}

  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("Divider") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }
}
