import Foundation

/// A view whose content is a function of its own size. (SwiftUI's `GeometryReader`;
/// SwiftUICore, iPhoneOS18.0.sdk; Apple's page: `init(content:)` nonisolated.)
///
/// The stand-in draws the content once, with the size of a proxy the inspection gives it
/// (zero unless a test sets `EnvironmentValues._geometrySize`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct GeometryReader<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  nonisolated(unsafe) public var content: (GeometryProxy) -> Content

  public nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public nonisolated var body: Never { _primitive("GeometryReader") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [
      _Child(
        view: content(GeometryProxy(size: environment._geometrySize)), environment: environment)
    ]
  }
}

// Apple's main-actor views are not `Sendable`; without this, Swift would infer it.
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
