// Focus modifiers the stand-in records by name: SwiftUI, iPhoneOS18.0.sdk.

// View.focusScope(_:) and prefersDefaultFocus(_:in:): macOS 12, tvOS 14, watchOS 7; not on iOS
// or visionOS.
@available(iOS, unavailable)
@available(macOS 12.0, tvOS 14.0, watchOS 7.0, *)
@available(visionOS, unavailable)
extension View {
  nonisolated public func focusScope(_ namespace: Namespace.ID) -> some View {
    _attribute("focusScope", ["_": namespace])
  }
  nonisolated public func prefersDefaultFocus(
    _ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID
  ) -> some View {
    _attribute("prefersDefaultFocus", ["_": prefersDefaultFocus, "in": namespace])
  }
}

// View.focusable(_:): iOS 17, macOS 12, tvOS 15, watchOS 8, visionOS 1.
@available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
    _attribute("focusable", ["_": isFocusable])
  }
}
