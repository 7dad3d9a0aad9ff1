// Shapes and their strokes and fills: SwiftUICore, iPhoneOS18.0.sdk, unless a declaration says
// otherwise. Shapes are `Sendable` and carry no main-actor isolation (Apple's `Shape` refines
// `_RemoveGlobalActorIsolation`; the stand-in says `nonisolated protocol`).

/// A line's end. (CoreGraphics' `CGLineCap`, which Linux lacks; CoreGraphics declares it with no
/// availability, so every platform's first version here.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// A line's corner. (CoreGraphics' `CGLineJoin`, which Linux lacks; as `CGLineCap`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// A value SwiftUI can animate. (SwiftUI's `Animatable`; the stand-in leaves out its
/// `animatableData` requirement, which Apple's shapes meet by a default.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Animatable {}

/// A path. (SwiftUI's `Path`; the stand-in draws nothing, so keeps nothing.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Path: Sendable {
  public init() {}
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {}
}

/// A 2D shape. (SwiftUI's `Shape`: `public protocol Shape : Sendable, Animatable, View,
/// _RemoveGlobalActorIsolation` with `nonisolated func path(in:)`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public protocol Shape: Sendable, Animatable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Shape where Body == Never {
  public nonisolated var body: Never { _primitive("\(Self.self)") }
}

/// A shape that can be inset. (SwiftUI's `InsettableShape`; the stand-in leaves out its
/// `inset(by:)` requirement.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol InsettableShape: Shape {}

/// The shape of rounded corners. (SwiftUI's `RoundedCornerStyle`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A rectangle with rounded corners. (SwiftUI's `RoundedRectangle`: `@frozen public struct
/// RoundedRectangle : Shape` with nonisolated initializers, insettable by an extension.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct RoundedRectangle: InsettableShape {
  public typealias Body = Never
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

/// A rectangle. (SwiftUI's `Rectangle`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Rectangle: InsettableShape {
  public typealias Body = Never
  public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

/// A circle. (SwiftUI's `Circle`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Circle: InsettableShape {
  public typealias Body = Never
  public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

/// A capsule. (SwiftUI's `Capsule`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Capsule: InsettableShape {
  public typealias Body = Never
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

// Apple's page developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:):
// back-deployed to iOS 13.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

/// How lines are drawn. (SwiftUI's `StrokeStyle`: `@frozen public struct StrokeStyle :
/// Equatable`, `Sendable` by an extension.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How shapes are filled. (SwiftUI's `FillStyle`: `@frozen public struct FillStyle :
/// Equatable`, `Sendable` by an extension.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// A shape drawn with a stroke or fill, for inspection. Not SwiftUI API: the stand-in's test
/// harness.
@_spi(Inspection)
nonisolated public struct _StyledShape: View, _PrimitiveView {
  public typealias Body = Never
  /// The shape.
  public let shape: any Shape
  /// `stroke`, `strokeBorder` or `fill`.
  public let operation: String
  /// The stroke's style, for strokes.
  public let strokeStyle: StrokeStyle?
  public nonisolated var body: Never { _primitive("_StyledShape") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

#if APPLE_SDK_27
  /// A shape stroked inside its bounds: iOS 17. (SwiftUI's `StrokeBorderShapeView`;
  /// developer.apple.com/documentation/swiftui/strokebordershapeview (27 SDK): `@frozen
  /// nonisolated struct StrokeBorderShapeView<Content, Style, Background>`; the stand-in keeps
  /// the shape and the stroke style.)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public struct StrokeBorderShapeView<Content, Style, Background>: View, _PrimitiveView
  where Content: InsettableShape, Style: ShapeStyle, Background: View {
    public typealias Body = Never
    @_spi(Inspection) public let _shape: Content
    @_spi(Inspection) public let _style: StrokeStyle
  }
#else
  /// A shape stroked inside its bounds: iOS 17. (SwiftUI's `StrokeBorderShapeView`, with the
  /// iOS 18 SDK's isolation for a view type; the stand-in keeps the shape and the stroke style.)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct StrokeBorderShapeView<Content, Style, Background>: View, _PrimitiveView
  where Content: InsettableShape, Style: ShapeStyle, Background: View {
    public typealias Body = Never
    @_spi(Inspection) nonisolated public let _shape: Content
    @_spi(Inspection) nonisolated public let _style: StrokeStyle
  }
#endif

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension StrokeBorderShapeView {
  public nonisolated var body: Never { _primitive("StrokeBorderShapeView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

/// A shape stroked inside its bounds, whichever `strokeBorder` overload drew it. Not SwiftUI
/// API: the stand-in's test harness (see `_ViewNode.strokeBorderStyles`).
@_spi(Inspection)
public protocol _StrokeBorderInspectable {
  /// The border's stroke style.
  var _strokeBorderStyle: StrokeStyle? { get }
}

@_spi(Inspection)
extension _StyledShape: _StrokeBorderInspectable {
  public var _strokeBorderStyle: StrokeStyle? { operation == "strokeBorder" ? strokeStyle : nil }
}

@_spi(Inspection)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension StrokeBorderShapeView: _StrokeBorderInspectable {
  public nonisolated var _strokeBorderStyle: StrokeStyle? { _style }
}

@available(*, unavailable)
extension StrokeBorderShapeView: Sendable {}

// SwiftUICore, iPhoneOS18.0.sdk: InsettableShape.strokeBorder, with Apple's overload ranking:
// the iOS 13 `strokeBorder(_:style:antialiased:)` is `@_disfavoredOverload`, so the iOS 17 one
// wins where it is available; Apple's compiler takes the iOS 13 one for code that deploys
// earlier (Scripts/typecheck-apple-platforms checks that choice). On Linux, where availability
// is not checked, the iOS 17 one wins.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension InsettableShape {
  @_disfavoredOverload
  public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View where S: ShapeStyle
  {
    _StyledShape(shape: self, operation: "strokeBorder", strokeStyle: style)
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func strokeBorder<S>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> where S: ShapeStyle {
    StrokeBorderShapeView(_shape: self, _style: style)
  }
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    _StyledShape(shape: self, operation: "strokeBorder", strokeStyle: style)
  }
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _StyledShape(
      shape: self, operation: "strokeBorder", strokeStyle: StrokeStyle(lineWidth: lineWidth))
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: Shape.stroke(_:style:) and fill(_:style:) as of iOS 13. (The
// iOS 17 `StrokeShapeView`/`FillShapeView` overloads are left out: code that deploys before
// iOS 17 gets these.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Shape {
  nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View
  where S: ShapeStyle {
    _StyledShape(shape: self, operation: "stroke", strokeStyle: style)
  }
  nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle {
    _StyledShape(shape: self, operation: "fill", strokeStyle: nil)
  }
}
