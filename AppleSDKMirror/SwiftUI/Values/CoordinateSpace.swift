import Foundation

/// A resolved coordinate space: the root's, a view's own, or one a view named.
/// (developer.apple.com/documentation/swiftui/coordinatespace (27 SDK): `enum CoordinateSpace`,
/// iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, with the cases `global`, `local`
/// and `named(_:)`; SwiftUICore, iPhoneOS18.0.sdk: `case named(Swift.AnyHashable)`.) The
/// iOS 17 `CoordinateSpaceProtocol` and its named, local and global structs are not mirrored.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum CoordinateSpace {
  /// The global coordinate space at the root of the view hierarchy.
  case global
  /// The local coordinate space of the current view.
  case local
  /// A named reference to a view's local coordinate space.
  case named(AnyHashable)
}

// SwiftUI's interface since iOS 13: `extension CoordinateSpace : Equatable, Hashable`, beside
// `isGlobal` and `isLocal` (which the mirror leaves out).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension CoordinateSpace: Equatable, Hashable {}

// developer.apple.com/documentation/swiftui/view/coordinatespace(name:) (27 SDK): `nonisolated
// func coordinateSpace<T>(name: T) -> some View where T : Hashable`, iOS 13.0–27.0, macOS
// 10.15–27.0, tvOS 13.0–27.0, watchOS 6.0–27.0, visionOS 1.0–27.0: a deprecation "in a future
// release" (AppleSDKMirror/README.md, "Deprecations"), kept as the page says under sdk27.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  #if APPLE_SDK_27
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
  #else
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  #endif
  nonisolated public func coordinateSpace<T>(name: T) -> some View where T: Hashable {
    _attribute("coordinateSpace", ["name": AnyHashable(name)])
  }
}

// developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw (27 SDK): `func
// frame(in coordinateSpace: CoordinateSpace) -> CGRect`, iOS 13.0–27.0 and the same spans as
// coordinateSpace(name:) (a future-release deprecation, kept under sdk27). The iOS 17 overload
// taking `some CoordinateSpaceProtocol` is not mirrored.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension GeometryProxy {
  /// The stand-in's frame: its size at the origin, whatever the space (it lays nothing out).
  #if APPLE_SDK_27
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
  #else
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  #endif
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}
