import Foundation

/// A scroll-geometry observer a view installs: SwiftUI calls its action when the value it
/// derives from the first scroll view's geometry changes. Tests move the geometry with
/// ``_scroll(from:to:)``. Not SwiftUI API: the stand-in's test harness.
@_spi(Inspection)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct _ScrollGeometryChangeModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  let change: (ScrollGeometry, ScrollGeometry) -> Void

  /// Moves the scroll view from `old` to `new`, as a drag would: the action runs with the two
  /// derived values, unless they are equal.
  public func _scroll(from old: ScrollGeometry, to new: ScrollGeometry) { change(old, new) }
}

// SwiftUI, iPhoneOS18.0.sdk, `extension SwiftUICore.View`: View.onScrollGeometryChange(for:of:
// action:).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable {
    _modified(
      _ScrollGeometryChangeModifier { old, new in
        let (oldValue, newValue) = (transform(old), transform(new))
        if oldValue != newValue { action(oldValue, newValue) }
      })
  }
}
