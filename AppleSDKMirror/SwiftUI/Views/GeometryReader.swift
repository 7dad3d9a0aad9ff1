import Foundation

#if APPLE_SDK_27
  /// A view whose content is a function of its own size. (SwiftUI's `GeometryReader`;
  /// developer.apple.com/documentation/swiftui/geometryreader (27 SDK): `@frozen nonisolated
  /// struct GeometryReader<Content> where Content : View`.)
  ///
  /// The stand-in draws the content once, with the size of a proxy the inspection gives it
  /// (zero unless a test sets `EnvironmentValues._geometrySize`).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct GeometryReader<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    // SwiftUICore, iPhoneOS18.0.sdk, and .../geometryreader/init(content:) (27 SDK): nonisolated.
    // (Declared here: in an extension it would clash with the synthesized `init(content:)`.)
    public nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
      self.content = content
    }
  }
#else
  /// A view whose content is a function of its own size. (SwiftUI's `GeometryReader`;
  /// SwiftUICore, iPhoneOS18.0.sdk: a main-actor view.)
  ///
  /// The stand-in draws the content once, with the size of a proxy the inspection gives it
  /// (zero unless a test sets `EnvironmentValues._geometrySize`).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct GeometryReader<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    nonisolated(unsafe) public var content: (GeometryProxy) -> Content
    // SwiftUICore, iPhoneOS18.0.sdk, and .../geometryreader/init(content:) (27 SDK): nonisolated.
    // (Declared here: in an extension it would clash with the synthesized `init(content:)`.)
    public nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
      self.content = content
    }
  }
#endif

// The stand-in's primitive members.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension GeometryReader {
  public nonisolated var body: Never { _primitive("GeometryReader") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [
      _Child(
        view: content(GeometryProxy(size: environment._geometrySize)), environment: environment)
    ]
  }
}

// Apple's views are not `Sendable` (main-actor ones would be inferred so without this).
@available(*, unavailable)
extension GeometryReader: Sendable {}

/// The size of a `GeometryReader`. (SwiftUI's `GeometryProxy`; SwiftUICore,
/// iPhoneOS18.0.sdk; of its members the stand-in declares `size`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct GeometryProxy {
  public var size: CGSize { _size }
  let _size: CGSize

  init(size: CGSize) { _size = size }
}

// SwiftUICore, iPhoneOS18.0.sdk: `@available(*, unavailable) extension GeometryProxy : Sendable`.
@available(*, unavailable)
extension GeometryProxy: Sendable {}

@_spi(Inspection)
extension EnvironmentValues {
  /// The size a `GeometryReader` reports while the tree is inspected. Not SwiftUI API: the
  /// stand-in's test harness.
  public var _geometrySize: CGSize {
    get { self[_GeometrySizeKey.self] }
    set { self[_GeometrySizeKey.self] = newValue }
  }
}

private struct _GeometrySizeKey: EnvironmentKey {
  static let defaultValue = CGSize.zero
}
