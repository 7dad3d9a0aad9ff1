/// A line's end. (CoreGraphics' `CGLineCap`, which Linux lacks.)
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// A line's corner. (CoreGraphics' `CGLineJoin`, which Linux lacks.)
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// A value SwiftUI can animate. (SwiftUI's `Animatable`.)
public protocol Animatable {}

/// A path. (SwiftUI's `Path`.)
nonisolated public struct Path: Sendable {
  public init() {}
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {}
}

/// A 2D shape. (SwiftUI's `Shape`.)
nonisolated public protocol Shape: Sendable, Animatable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape where Body == Never {
  public nonisolated var body: Never { _primitive("\(Self.self)") }
}

/// A shape that can be inset. (SwiftUI's `InsettableShape`.)
public protocol InsettableShape: Shape {}

/// The shape of rounded corners.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A rectangle with rounded corners. (SwiftUI's `RoundedRectangle`.)
nonisolated public struct RoundedRectangle: InsettableShape, Equatable {
  public typealias Body = Never
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// A rectangle. (SwiftUI's `Rectangle`.)
nonisolated public struct Rectangle: InsettableShape, Equatable {
  public typealias Body = Never
  public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// A circle. (SwiftUI's `Circle`.)
nonisolated public struct Circle: InsettableShape, Equatable {
  public typealias Body = Never
  public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// A capsule. (SwiftUI's `Capsule`.)
nonisolated public struct Capsule: InsettableShape, Equatable {
  public typealias Body = Never
  public init(style: RoundedCornerStyle = .continuous) {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

/// How lines are drawn. (SwiftUI's `StrokeStyle`.)
nonisolated public struct StrokeStyle: Equatable, Sendable {
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

/// How shapes are filled. (SwiftUI's `FillStyle`.)
nonisolated public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// A shape drawn with a stroke or fill, for inspection.
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

/// A shape stroked inside its bounds. (SwiftUI's `StrokeBorderShapeView`, iOS 17.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated public struct StrokeBorderShapeView<Content, Style, Background>: View,
  _PrimitiveView
where Content: InsettableShape, Style: ShapeStyle, Background: View {
  public typealias Body = Never
  public let _shape: Content
  public let _style: StrokeStyle
  public nonisolated var body: Never { _primitive("StrokeBorderShapeView") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

extension InsettableShape {
  public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View where S: ShapeStyle
  {
    _StyledShape(shape: self, operation: "strokeBorder", strokeStyle: style)
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @_disfavoredOverload
  public nonisolated func strokeBorder<S>(
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

extension Shape {
  public nonisolated func stroke<S>(_ content: S, style: StrokeStyle) -> some View
  where S: ShapeStyle {
    _StyledShape(shape: self, operation: "stroke", strokeStyle: style)
  }
  public nonisolated func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle {
    _StyledShape(shape: self, operation: "fill", strokeStyle: nil)
  }
}
