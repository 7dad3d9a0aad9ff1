/// A type that produces view previews in Xcode. (SwiftUI's `PreviewProvider`; SwiftUI,
/// iPhoneOS18.0.sdk: a main-actor protocol. developer.apple.com/documentation/swiftui/
/// previewprovider (27 SDK): `@MainActor @preconcurrency protocol PreviewProvider`, deprecated in
/// 27.0 on every platform, with no message on the page.)
#if APPLE_SDK_27
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  @available(macOS, introduced: 10.15, deprecated: 27.0)
  @available(tvOS, introduced: 13.0, deprecated: 27.0)
  @available(watchOS, introduced: 6.0, deprecated: 27.0)
  @available(visionOS, introduced: 1.0, deprecated: 27.0)
#else
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
#endif
@preconcurrency @MainActor
public protocol PreviewProvider {
  /// The type to preview.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// SwiftUI, iPhoneOS18.0.sdk: View.previewDisplayName(_:), nonisolated.
// developer.apple.com/documentation/swiftui/view/previewdisplayname(_:) (27 SDK): deprecated in
// 27.0 on every platform, no message on the page.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// Names a preview in Xcode's canvas.
  #if APPLE_SDK_27
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
  #endif
  nonisolated public func previewDisplayName(_ value: String?) -> some View {
    _attribute("previewDisplayName", ["_": value as Any])
  }
}
