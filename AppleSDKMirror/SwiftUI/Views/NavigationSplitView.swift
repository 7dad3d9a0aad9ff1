#if APPLE_SDK_27
  /// A view with two or three columns: a sidebar, an optional content column and a detail.
  /// (SwiftUI's `NavigationSplitView`; developer.apple.com/documentation/swiftui/
  /// navigationsplitview (27 SDK): `nonisolated struct NavigationSplitView<Sidebar, Content,
  /// Detail> where Sidebar : View, Content : View, Detail : View`.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View, _PrimitiveView
  where Sidebar: View, Content: View, Detail: View {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The sidebar column, for inspection.
    @_spi(Inspection) public let _sidebar: Sidebar
    /// The content, for inspection.
    @_spi(Inspection) public let _content: Content
    /// The detail column, for inspection.
    @_spi(Inspection) public let _detail: Detail
  }
#else
  /// A view with two or three columns: a sidebar, an optional content column and a detail.
  /// (SwiftUI's `NavigationSplitView`; Apple's page
  /// developer.apple.com/documentation/swiftui/navigationsplitview, with the iOS 18 SDK's
  /// isolation for a view type.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct NavigationSplitView<Sidebar, Content, Detail>: View, _PrimitiveView
  where Sidebar: View, Content: View, Detail: View {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The sidebar column, for inspection.
    @_spi(Inspection) nonisolated(unsafe) public let _sidebar: Sidebar
    /// The content, for inspection.
    @_spi(Inspection) nonisolated(unsafe) public let _content: Content
    /// The detail column, for inspection.
    @_spi(Inspection) nonisolated(unsafe) public let _detail: Detail
  }
#endif

// developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:):
// nonisolated in every generation.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationSplitView {
  /// Creates a three-column split view.
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    _sidebar = sidebar()
    _content = content()
    _detail = detail()
  }

  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("NavigationSplitView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_sidebar as any View, _content, _detail].map { _Child(view: $0, environment: environment) }
  }
}

@available(*, unavailable)
extension NavigationSplitView: Sendable {}

// developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column split view.
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    _sidebar = sidebar()
    _content = EmptyView()
    _detail = detail()
  }
}
