// View modifiers the stand-in records by name: SwiftUICore, iPhoneOS18.0.sdk, unless a group
// says otherwise.

/// A modifier the stand-in records by name and arguments: padding, frame, font, … Tests read
/// them back from the inspected tree. Not SwiftUI API: the stand-in's test harness.
@_spi(Inspection)
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

// SwiftUICore, iPhoneOS18.0.sdk: View.padding(_:) (insets), padding(_:_:), padding(_:) (length),
// frame(width:height:alignment:), frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:
// maxHeight:alignment:), fixedSize(), fixedSize(horizontal:vertical:), font(_:),
// foregroundColor(_:), multilineTextAlignment(_:), lineLimit(_:), opacity(_:), disabled(_:),
// id(_:), clipShape(_:style:), animation(_:value:), transition(_:) (`AnyTransition`,
// disfavoured), onAppear(perform:), onDisappear(perform:), allowsHitTesting(_:),
// offset(x:y:). The 27 SDK's pages (developer.apple.com/documentation/swiftui/view/…) show the
// same declarations, all `nonisolated`, none deprecated but foregroundColor(_:).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    _attribute("padding", ["insets": insets])
  }
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _attribute("padding", ["edges": edges, "length": length as Any])
  }
  nonisolated public func padding(_ length: CGFloat) -> some View {
    _attribute("padding", ["edges": Edge.Set.all, "length": length])
  }
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    _attribute("frame", ["width": width as Any, "height": height as Any, "alignment": alignment])
  }
  nonisolated public func frame(
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
  nonisolated public func fixedSize() -> some View {
    _attribute("fixedSize", ["horizontal": true, "vertical": true])
  }
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    _attribute("fixedSize", ["horizontal": horizontal, "vertical": vertical])
  }
  nonisolated public func font(_ font: Font?) -> some View {
    _attribute("font", ["_": font as Any]) { $0.font = font }
  }
  // developer.apple.com/documentation/swiftui/view/foregroundcolor(_:) (27 SDK): "iOS: 13.0.0 -
  // 27.0.0" on every platform, so deprecated 27.0 under the 27 SDK; the SDKs before declare it
  // deprecated in a future release (100000.0), renamed to foregroundStyle(_:), which never warns.
  #if APPLE_SDK_27
    @available(iOS, introduced: 13.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, renamed: "foregroundStyle(_:)")
  #else
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  #endif
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    _attribute("foregroundColor", ["_": color as Any])
  }
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    _attribute("multilineTextAlignment", ["_": alignment]) { $0.multilineTextAlignment = alignment }
  }
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    _attribute("lineLimit", ["_": number as Any])
  }
  nonisolated public func opacity(_ opacity: Double) -> some View {
    _attribute("opacity", ["_": opacity])
  }
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    _attribute("disabled", ["_": disabled]) { $0.isEnabled = $0.isEnabled && !disabled }
  }
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    _attribute("id", ["_": id])
  }
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  where S: Shape {
    _attribute("clipShape", ["_": shape])
  }
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable {
    _attribute("animation", ["_": animation as Any, "value": value])
  }
  @_disfavoredOverload nonisolated public func transition(_ t: AnyTransition) -> some View {
    _attribute("transition", ["_": t])
  }
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _attribute("onAppear", ["_": action as Any])
  }
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _attribute("onDisappear", ["_": action as Any])
  }
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    _attribute("allowsHitTesting", ["_": enabled])
  }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _attribute("offset", ["x": x, "y": y])
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: View.imageScale(_:), from macOS 11 in a macOS 10.15 extension.
@available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
    _attribute("imageScale", ["_": scale]) { $0.imageScale = scale }
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: View.overlay(_:alignment:) and background(_:alignment:), the
// view-taking forms, disfavoured and deprecated "in a future release" (100000.0, which never
// warns), with these messages, in every generation. developer.apple.com/documentation/swiftui/
// view/overlay(_:alignment:) and …/background(_:alignment:) (27 SDK) print "13.0.0 - 27.0.0":
// the docs print a future-release deprecation as the SDK current when crawled (17.4-era copies
// print "13.0–17.4" for the same declaration; a 27.2-era audit prints 27.2).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @_disfavoredOverload
  nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View where Overlay: View
  {
    _attribute("overlay", ["alignment": alignment], extra: overlay)
  }
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @_disfavoredOverload
  nonisolated public func background<Background>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View where Background: View {
    _attribute("background", ["alignment": alignment], extra: background)
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: View.overlay(alignment:content:), overlay(_:ignoresSafeAreaEdges:),
// overlay(_:in:fillStyle:), and background(alignment:content:), background(ignoresSafeAreaEdges:),
// background(_:ignoresSafeAreaEdges:), background(in:fillStyle:) and background(_:in:fillStyle:)
// each for a `Shape` and an `InsettableShape`. The 27 SDK's pages spell the content closures
// `@ContentBuilder`, a typealias of `ViewBuilder` (developer.apple.com/documentation/swiftui/
// contentbuilder), so the same declarations.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
  nonisolated public func overlay<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    _attribute("overlay", ["alignment": alignment], extra: content())
  }
  nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View where S: ShapeStyle
  {
    _attribute("overlay", ["_": style, "ignoresSafeAreaEdges": edges])
  }
  nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View where S: ShapeStyle, T: Shape
  {
    _attribute("overlay", ["_": style, "in": shape], extra: shape)
  }
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    _attribute("background", ["alignment": alignment], extra: content())
  }
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    _attribute("background", ["ignoresSafeAreaEdges": edges])
  }
  nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View where S: ShapeStyle
  {
    _attribute("background", ["_": style, "ignoresSafeAreaEdges": edges])
  }
  nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View where S: Shape
  {
    _attribute("background", ["in": shape])
  }
  nonisolated public func background<S, T>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View where S: ShapeStyle, T: Shape {
    _attribute("background", ["_": style, "in": shape])
  }
  nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View where S: InsettableShape
  {
    _attribute("background", ["in": shape])
  }
  nonisolated public func background<S, T>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View where S: ShapeStyle, T: InsettableShape {
    _attribute("background", ["_": style, "in": shape])
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: View.foregroundStyle(_:), tint(_:) (a `Color`, disfavoured),
// symbolRenderingMode(_:), dynamicTypeSize(_:) (a size and a range)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    _attribute("foregroundStyle", ["_": style])
  }
  @_disfavoredOverload nonisolated public func tint(_ tint: Color?) -> some View {
    _attribute("tint", ["_": tint as Any])
  }
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    _attribute("symbolRenderingMode", ["_": mode as Any]) { $0.symbolRenderingMode = mode }
  }
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    _attribute("dynamicTypeSize", ["_": size]) { $0.dynamicTypeSize = size }
  }
  nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View
  where T: RangeExpression, T.Bound == DynamicTypeSize {
    _attribute("dynamicTypeSize", ["_": range])
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: View.fontWeight(_:), tint(_:) (any `ShapeStyle`)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension View {
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    _attribute("fontWeight", ["_": weight as Any])
  }
  nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle {
    _attribute("tint", ["_": tint as Any])
  }
}

// View.controlSize(_:), from iOS 15, macOS 10.15, watchOS 9.
#if APPLE_SDK_18
  // SwiftUICore, iPhoneOS18.0.sdk: unavailable on tvOS (an Xcode 16.3 tvOS build of OversizeUI
  // fails with "'controlSize' is unavailable in tvOS", swiftpackageindex.com/builds/
  // DF7CAC64-E1E5-4BBB-824D-538F703ACABA).
  @available(iOS 15.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
#elseif APPLE_SDK_26
  // The 26 SDKs, as far as builds show: the same OversizeUI commit builds for tvOS with Xcode 26.3
  // and 26.5 (swiftpackageindex.com/builds/F450D654-1F65-449B-AFBB-0BD1A79AAD07, …/D81187D7-
  // 48B6-42CC-93E4-F8FD390B41C4), so tvOS is available, as old as the 27 SDK's page has it.
  @available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
#else
  // developer.apple.com/documentation/swiftui/view/controlsize(_:) (27 SDK): tvOS 15.0, widened
  // after the 18 SDK.
  @available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
#endif
extension View {
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
    _attribute("controlSize", ["_": controlSize]) { $0.controlSize = controlSize }
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: View.ignoresSafeArea(_:edges:), onChange(of:perform:)
// (deprecated from iOS 17, in every SDK since: developer.apple.com/documentation/swiftui/view/
// onchange(of:perform:) (27 SDK) shows "iOS: 14.0.0 - 17.0.0", visionOS "1.0.0 - 1.0.0"; the
// message is the one Xcode prints for it)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension View {
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    _attribute("ignoresSafeArea", ["regions": regions, "edges": edges])
  }
  @available(
    iOS, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    macOS, deprecated: 14.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    tvOS, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    watchOS, deprecated: 10.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    visionOS, deprecated: 1.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  nonisolated public func onChange<V>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View where V: Equatable {
    _attribute("onChange", ["of": value, "perform": action])
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: View.transition(_:) (a `Transition`), onChange(of:initial:_:)
// with a two- and a zero-parameter action
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension View {
  nonisolated public func transition<T>(_ transition: T) -> some View where T: Transition {
    _attribute("transition", ["_": transition])
  }
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    _attribute("onChange", ["of": value, "initial": initial, "_": action])
  }
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    _attribute("onChange", ["of": value, "initial": initial, "_": action])
  }
}

// SwiftUI, iPhoneOS18.0.sdk: View.symbolEffect(_:options:isActive:) for an indefinite effect,
// symbolEffect(_:options:value:) for a discrete one
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension View {
  nonisolated public func symbolEffect<T>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View where T: IndefiniteSymbolEffect, T: SymbolEffect {
    _attribute("symbolEffect", ["_": effect, "options": options, "isActive": isActive])
  }
  nonisolated public func symbolEffect<T, U>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable {
    _attribute("symbolEffect", ["_": effect, "options": options, "value": value])
  }
}

/// How symbols use colour. (SwiftUI's `SymbolRenderingMode`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SymbolRenderingMode: Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}
