/// A colour, gradient or material to fill or stroke with. (SwiftUI's `ShapeStyle`.)
public protocol ShapeStyle: Sendable {}

/// A colour. (SwiftUI's `Color`.)
nonisolated public struct Color: ShapeStyle, View, Hashable, _PrimitiveView {
  public typealias Body = Never
  public let _name: String
  init(name: String) { _name = name }

  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    _name = "rgba(\(red), \(green), \(blue), \(opacity))"
  }

  public init(_ name: String, bundle: Bundle? = nil) { _name = name }

  public static let primary = Color(name: "primary")
  public static let secondary = Color(name: "secondary")
  public static var accentColor: Color { Color(name: "accentColor") }
  public static let clear = Color(name: "clear")
  public static let red = Color(name: "red")
  public static let orange = Color(name: "orange")
  public static let gray = Color(name: "gray")

  public func opacity(_ opacity: Double) -> Color { Color(name: "\(_name) × \(opacity)") }

  public nonisolated var body: Never { _primitive("Color") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

/// A style relative to the foreground: primary, secondary, … (SwiftUI's
/// `HierarchicalShapeStyle`.)
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  public let _level: Int
  public static let primary = HierarchicalShapeStyle(_level: 0)
  public static let secondary = HierarchicalShapeStyle(_level: 1)
  public static let tertiary = HierarchicalShapeStyle(_level: 2)
  public static let quaternary = HierarchicalShapeStyle(_level: 3)
  @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public static let quinary = HierarchicalShapeStyle(_level: 4)
}

/// The foreground style in the environment. (SwiftUI's `ForegroundStyle`.)
nonisolated public struct ForegroundStyle: ShapeStyle, Hashable {
  public init() {}
}

/// A material that blurs what is behind it. (SwiftUI's `Material`.)
nonisolated public struct Material: ShapeStyle, Hashable {
  public let _name: String
  public static let regularMaterial = Material(_name: "regular")
  public static let thinMaterial = Material(_name: "thin")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
  public static var accentColor: Color { .accentColor }
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var gray: Color { .gray }
  public static var clear: Color { .clear }
}

extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { .regularMaterial }
  public static var thinMaterial: Material { .thinMaterial }
}
