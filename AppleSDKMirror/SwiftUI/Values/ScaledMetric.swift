/// A dimension that scales with the user's text size. (SwiftUI's `ScaledMetric`; SwiftUICore,
/// iPhoneOS18.0.sdk.)
///
/// The stand-in scales by a factor per Dynamic Type size, read from the environment of the
/// `body` being inspected.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
  let baseValue: Value
  let textStyle: Font.TextStyle

  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  public var wrappedValue: Value {
    baseValue * Value(Self.factor(_onMain { EnvironmentValues._current.dynamicTypeSize }))
  }

  /// How much a dimension grows at a text size, relative to `.large`.
  static func factor(_ size: DynamicTypeSize) -> Double {
    switch size {
    case .xSmall: 0.82
    case .small: 0.88
    case .medium: 0.94
    case .large: 1
    case .xLarge: 1.12
    case .xxLarge: 1.24
    case .xxxLarge: 1.35
    case .accessibility1: 1.65
    case .accessibility2: 1.94
    case .accessibility3: 2.35
    case .accessibility4: 2.76
    case .accessibility5: 3.12
    }
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension ScaledMetric : Sendable where Value : Sendable`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ScaledMetric: Sendable where Value: Sendable {
}
