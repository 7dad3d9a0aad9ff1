/// A scrollable view. (SwiftUI's `ScrollView`; SwiftUI, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct ScrollView<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  // What the initializer was given, for the inspection (Apple's public `content`, `axes` and
  // `showsIndicators` are left out of this slice).
  nonisolated(unsafe) let _content: Content
  nonisolated let _axes: Axis.Set
  nonisolated let _showsIndicators: Bool

  /// Creates a scroll view.
  public nonisolated init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    _axes = axes
    _showsIndicators = showsIndicators
    _content = content()
  }

  public nonisolated var body: Never { _primitive("ScrollView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

// Apple's main-actor views are not `Sendable`; without this, Swift would infer it.
@available(*, unavailable)
extension ScrollView: Sendable {}
