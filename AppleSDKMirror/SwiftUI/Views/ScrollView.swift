#if APPLE_SDK_27
  /// A scrollable view. (SwiftUI's `ScrollView`; developer.apple.com/documentation/swiftui/
  /// scrollview (27 SDK): `nonisolated struct ScrollView<Content> where Content : View`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct ScrollView<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    // What the initializer was given, for the inspection (Apple's public `content`, `axes` and
    // `showsIndicators` are left out of this slice).
    let _content: Content
    let _axes: Axis.Set
    let _showsIndicators: Bool
  }
#else
  /// A scrollable view. (SwiftUI's `ScrollView`; SwiftUI, iPhoneOS18.0.sdk: a main-actor view.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct ScrollView<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    // What the initializer was given, for the inspection (Apple's public `content`, `axes` and
    // `showsIndicators` are left out of this slice).
    nonisolated(unsafe) let _content: Content
    nonisolated let _axes: Axis.Set
    nonisolated let _showsIndicators: Bool
  }
#endif

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ScrollView {
  /// Creates a scroll view.
  // SwiftUI, iPhoneOS18.0.sdk: `nonisolated init(_:showsIndicators:content:)`.
  // developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:) (27
  // SDK): deprecated in 27.0 on iOS, macOS, tvOS and watchOS, not on visionOS; no message on the
  // page.
  #if APPLE_SDK_27
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0)
  #endif
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

#if APPLE_SDK_27
  // Not in the 18 SDK: developer.apple.com/documentation/swiftui/scrollview/init(_:content:) (27
  // SDK), `@export(implementation) nonisolated init(_:content:)`, back-deployed to iOS 13. No
  // evidence of it in the 26 SDK: it arrives with the deprecation above.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  extension ScrollView {
    /// Creates a scroll view that shows its indicators as the environment says.
    public nonisolated init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
      _axes = axes
      _showsIndicators = true
      _content = content()
    }
  }
#endif

// Apple's views are not `Sendable` (main-actor ones would be inferred so without this).
@available(*, unavailable)
extension ScrollView: Sendable {}
