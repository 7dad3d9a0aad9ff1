/// A modifier the stand-in records by name and arguments: padding, frame, font, … Tests read
/// them back from the inspected tree.
nonisolated public struct _AttributeModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  /// The modifier's name, such as `padding` or `font`.
  public let name: String
  /// The arguments it was given, by label (`_` for unlabelled ones).
  public let arguments: [String: Any]
  let environment: ((inout EnvironmentValues) -> Void)?
  let extra: (any View)?

  func _apply(to environment: inout EnvironmentValues) { self.environment?(&environment) }
  func _extraChildren(environment: EnvironmentValues) -> [_Child] {
    extra.map { [_Child(view: $0, environment: environment)] } ?? []
  }
}

extension View {
  nonisolated func _attribute(
    _ name: String, _ arguments: [String: Any] = [:], extra: (any View)? = nil,
    environment: ((inout EnvironmentValues) -> Void)? = nil
  ) -> ModifiedContent<Self, _AttributeModifier> {
    _modified(
      _AttributeModifier(name: name, arguments: arguments, environment: environment, extra: extra))
  }
}

// Layout and appearance.
extension View {
  public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _attribute("padding", ["edges": edges, "length": length as Any])
  }
  public nonisolated func padding(_ length: CGFloat) -> some View {
    _attribute("padding", ["edges": Edge.Set.all, "length": length])
  }
  public nonisolated func padding(_ insets: EdgeInsets) -> some View {
    _attribute("padding", ["insets": insets])
  }
  public nonisolated func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    _attribute("frame", ["width": width as Any, "height": height as Any, "alignment": alignment])
  }
  public nonisolated func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    _attribute(
      "frame",
      [
        "minWidth": minWidth as Any, "idealWidth": idealWidth as Any, "maxWidth": maxWidth as Any,
        "minHeight": minHeight as Any, "idealHeight": idealHeight as Any,
        "maxHeight": maxHeight as Any, "alignment": alignment,
      ])
  }
  public nonisolated func fixedSize() -> some View {
    _attribute("fixedSize", ["horizontal": true, "vertical": true])
  }
  public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    _attribute("fixedSize", ["horizontal": horizontal, "vertical": vertical])
  }
  public nonisolated func font(_ font: Font?) -> some View {
    _attribute("font", ["_": font as Any]) { $0._font = font }
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public nonisolated func fontWeight(_ weight: Font.Weight?) -> some View {
    _attribute("fontWeight", ["_": weight as Any])
  }
  public nonisolated func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    _attribute("foregroundStyle", ["_": style])
  }
  public nonisolated func foregroundColor(_ color: Color?) -> some View {
    _attribute("foregroundColor", ["_": color as Any])
  }
  public nonisolated func tint(_ tint: Color?) -> some View {
    _attribute("tint", ["_": tint as Any])
  }
  public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    _attribute("multilineTextAlignment", ["_": alignment]) { $0.multilineTextAlignment = alignment }
  }
  public nonisolated func lineLimit(_ number: Int?) -> some View {
    _attribute("lineLimit", ["_": number as Any])
  }
  public nonisolated func opacity(_ opacity: Double) -> some View {
    _attribute("opacity", ["_": opacity])
  }
  public nonisolated func disabled(_ disabled: Bool) -> some View {
    _attribute("disabled", ["_": disabled]) { $0.isEnabled = $0.isEnabled && !disabled }
  }
  public nonisolated func id<ID>(_ id: ID) -> some View where ID: Hashable {
    _attribute("id", ["_": id])
  }
  public nonisolated func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  where S: Shape {
    _attribute("clipShape", ["_": shape])
  }
  public nonisolated func controlSize(_ controlSize: ControlSize) -> some View {
    _attribute("controlSize", ["_": controlSize]) { $0.controlSize = controlSize }
  }
  public nonisolated func imageScale(_ scale: Image.Scale) -> some View {
    _attribute("imageScale", ["_": scale]) { $0.imageScale = scale }
  }
  public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    _attribute("symbolRenderingMode", ["_": mode as Any]) { $0.symbolRenderingMode = mode }
  }
  public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    _attribute("dynamicTypeSize", ["_": size]) { $0.dynamicTypeSize = size }
  }
  public nonisolated func dynamicTypeSize<T>(_ range: T) -> some View
  where T: RangeExpression, T.Bound == DynamicTypeSize {
    _attribute("dynamicTypeSize", ["_": range])
  }
  public nonisolated func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    _attribute("ignoresSafeArea", ["regions": regions, "edges": edges])
  }
  public nonisolated func overlay<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    _attribute("overlay", ["alignment": alignment], extra: content())
  }
  public nonisolated func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View where Overlay: View
  {
    _attribute("overlay", ["alignment": alignment], extra: overlay)
  }
  public nonisolated func overlay<S>(_ style: S, in shape: some Shape) -> some View
  where S: ShapeStyle {
    _attribute("overlay", ["style": style], extra: shape)
  }
  public nonisolated func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    _attribute("background", ["alignment": alignment], extra: content())
  }
  public nonisolated func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View where S: ShapeStyle
  {
    _attribute("background", ["_": style])
  }
  public nonisolated func background<S, T>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  )
    -> some View where S: ShapeStyle, T: Shape
  {
    _attribute("background", ["_": style, "in": shape])
  }
  public nonisolated func background<S>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View
  where S: InsettableShape {
    _attribute("background", ["in": shape])
  }
  public nonisolated func background<Background>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View where Background: View {
    _attribute("background", ["alignment": alignment], extra: background)
  }
}

/// How symbols use colour. (SwiftUI's `SymbolRenderingMode`.)
nonisolated public struct SymbolRenderingMode: Equatable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let palette = SymbolRenderingMode(name: "palette")
}

// Animation, transitions, symbol effects, life cycle.
extension View {
  public nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable {
    _attribute("animation", ["_": animation as Any, "value": value])
  }
  public nonisolated func transition(_ t: AnyTransition) -> some View {
    _attribute("transition", ["_": t])
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public nonisolated func transition<T>(_ transition: T) -> some View where T: Transition {
    _attribute("transition", ["_": transition])
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public nonisolated func symbolEffect<T>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View where T: IndefiniteSymbolEffect, T: SymbolEffect {
    _attribute("symbolEffect", ["_": effect, "options": options, "isActive": isActive])
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public nonisolated func symbolEffect<T, U>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable {
    _attribute("symbolEffect", ["_": effect, "options": options, "value": value])
  }
  public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _attribute("onAppear", ["_": action as Any])
  }
  public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _attribute("onDisappear", ["_": action as Any])
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public nonisolated func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    _attribute("onChange", ["of": value, "_": action])
  }
}
