// Colours and shape styles: SwiftUICore, iPhoneOS18.0.sdk.

/// A colour, gradient or material to fill or stroke with. (SwiftUI's `ShapeStyle`; SwiftUICore,
/// iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

/// A colour. (SwiftUI's `Color`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Color: Hashable, CustomStringConvertible, Sendable {
  /// The colour's name. Not SwiftUI API.
  @_spi(Inspection) public let _name: String
  init(name: String) { _name = name }

  /// A colour space for RGB values. (SwiftUICore, iPhoneOS18.0.sdk: `Color.RGBColorSpace`.)
  public enum RGBColorSpace: Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    _name = "rgba(\(red), \(green), \(blue), \(opacity))"
  }

  public init(_ name: String, bundle: Bundle? = nil) { _name = name }

  public func opacity(_ opacity: Double) -> Color { Color(name: "\(_name) × \(opacity)") }

  public var description: String { _name }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Color : View`, `extension Color : ShapeStyle`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color: View, ShapeStyle, _PrimitiveView {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("Color") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

// SwiftUICore, iPhoneOS18.0.sdk: Color.red, orange, gray, clear, primary, secondary (static
// lets), accentColor (a static var)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color {
  public static let red = Color(name: "red")
  public static let orange = Color(name: "orange")
  public static let gray = Color(name: "gray")
  public static let clear = Color(name: "clear")
  public static let primary = Color(name: "primary")
  public static let secondary = Color(name: "secondary")
  public static var accentColor: Color { Color(name: "accentColor") }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension ShapeStyle where Self == Color`, red, orange, gray,
// clear (no accentColor, primary or secondary there).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var gray: Color { .gray }
  public static var clear: Color { .clear }
}

/// A style relative to the foreground: primary, secondary, … (SwiftUI's
/// `HierarchicalShapeStyle`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {
  /// The level, 0 for primary. Not SwiftUI API.
  @_spi(Inspection) public let _level: Int
  public static let primary = HierarchicalShapeStyle(_level: 0)
  public static let secondary = HierarchicalShapeStyle(_level: 1)
  public static let tertiary = HierarchicalShapeStyle(_level: 2)
  public static let quaternary = HierarchicalShapeStyle(_level: 3)
}

// SwiftUICore, iPhoneOS18.0.sdk: HierarchicalShapeStyle.quinary, from iOS 16, macOS 12,
// tvOS 17, watchOS 10.
@available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension HierarchicalShapeStyle {
  public static let quinary = HierarchicalShapeStyle(_level: 4)
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension ShapeStyle where Self == HierarchicalShapeStyle`,
// primary, secondary, tertiary, quaternary
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

// SwiftUICore, iPhoneOS18.0.sdk: the same static var quinary, as new as the static let.
@available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}

/// The foreground style in the environment. (SwiftUI's `ForegroundStyle`; SwiftUICore,
/// iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension ShapeStyle where Self == ForegroundStyle`,
// foreground
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A material that blurs what is behind it. (SwiftUI's `Material`; SwiftUICore,
/// iPhoneOS18.0.sdk: the type from watchOS 8, its values from watchOS 10.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct Material: Sendable {
  /// The material's name. Not SwiftUI API.
  @_spi(Inspection) public let _name: String
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Material : ShapeStyle`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Material: ShapeStyle {
}

// SwiftUICore, iPhoneOS18.0.sdk: Material.regular, thick, thin, ultraThin, ultraThick, from
// watchOS 10 (iOS 15, macOS 12, tvOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, visionOS 1.0, *)
extension Material {
  public static let regular = Material(_name: "regular")
  public static let thick = Material(_name: "thick")
  public static let thin = Material(_name: "thin")
  public static let ultraThin = Material(_name: "ultraThin")
  public static let ultraThick = Material(_name: "ultraThick")
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension ShapeStyle where Self == Material`,
// regularMaterial, thickMaterial, thinMaterial, ultraThinMaterial, ultraThickMaterial, from
// watchOS 10 (iOS 15, macOS 12, tvOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, visionOS 1.0, *)
extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var thinMaterial: Material { .thin }
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var ultraThickMaterial: Material { .ultraThick }
}
