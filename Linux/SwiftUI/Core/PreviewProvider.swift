/// A type that produces view previews in Xcode. (SwiftUI's `PreviewProvider`; SwiftUI,
/// iPhoneOS18.0.sdk. The documentation of the 27 SDKs marks it deprecated in 27.0.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@preconcurrency @MainActor
public protocol PreviewProvider {
  /// The type to preview.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// SwiftUI, iPhoneOS18.0.sdk: View.previewDisplayName(_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// Names a preview in Xcode's canvas.
  nonisolated public func previewDisplayName(_ value: String?) -> some View {
    _attribute("previewDisplayName", ["_": value as Any])
  }
}
