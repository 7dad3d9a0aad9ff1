// Button, its roles and styles: signatures and availability from Apple's documentation pages
// (developer.apple.com/documentation/swiftui/button and the pages of each member), isolation as
// SwiftUI, iPhoneOS18.0.sdk declares it for views and for the built-in button styles (read
// there: ButtonRole, BorderlessButtonStyle and `.borderless`, CardButtonStyle and `.card`) up
// to the 26 SDK, and as the 27 SDK's pages show it under APPLE_SDK_27. The iOS 26 additions
// (glass styles, two roles, `LocalizedStringResource` titles) are left out of the iOS 18 SDK's
// stand-in (APPLE_SDK_18).

#if APPLE_SDK_27
  /// A control that runs an action. (SwiftUI's `Button`; developer.apple.com/documentation/
  /// swiftui/button (27 SDK): `nonisolated struct Button<Label> where Label : View`, its
  /// initializers `@preconcurrency nonisolated`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct Button<Label>: View, _PrimitiveView where Label: View {
    public typealias Body = Never
    /// The label, for inspection.
    @_spi(Inspection) public let _label: Label
    /// The role, for inspection.
    @_spi(Inspection) public let _role: ButtonRole?
    let _action: @MainActor () -> Void
  }
#else
  /// A control that runs an action. (SwiftUI's `Button`; SwiftUI, iPhoneOS18.0.sdk: a main-actor
  /// view whose initializers are `@preconcurrency nonisolated`, not `Sendable`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct Button<Label>: View, _PrimitiveView where Label: View {
    public typealias Body = Never
    /// The label, for inspection.
    @_spi(Inspection) nonisolated(unsafe) public let _label: Label
    /// The role, for inspection.
    @_spi(Inspection) nonisolated public let _role: ButtonRole?
    nonisolated let _action: @MainActor () -> Void
  }
#endif

// developer.apple.com/documentation/swiftui/button/init(action:label:): `@preconcurrency
// nonisolated` in every generation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Button {
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    _label = label()
    _role = nil
    _action = action
  }

  public nonisolated var body: Never { _primitive("Button") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _label, environment: environment)]
  }

  /// Runs the button's action, as a tap would.
  @_spi(Inspection) @MainActor public func _tap() { _action() }
}

@available(*, unavailable)
extension Button: Sendable {}

// developer.apple.com/documentation/swiftui/button/init(_:action:), a key or a string.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Button where Label == Text {
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(titleKey) }
  }
  @_disfavoredOverload @preconcurrency nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(action: action) { Text(title) }
  }
}

// developer.apple.com/documentation/swiftui/button/init(role:action:label:)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Button {
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    _label = label()
    _role = role
    _action = action
  }
}

// developer.apple.com/documentation/swiftui/button/init(_:role:action:), a key or a string.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Button where Label == Text {
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  @_disfavoredOverload @preconcurrency nonisolated public init<S>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(role: role, action: action) { Text(title) }
  }
}

#if !APPLE_SDK_18
  // Not in the iOS 18 SDK: iOS 26 SDK additions, back-deployed to iOS 16. Apple's pages
  // developer.apple.com/documentation/swiftui/button/init(_:action:) and
  // .../button/init(_:role:action:) (LocalizedStringResource overloads).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension Button where Label == Text {
    @_disfavoredOverload @preconcurrency nonisolated public init(
      _ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void
    ) {
      self.init(action: action) { Text(titleResource) }
    }
    @_disfavoredOverload @preconcurrency nonisolated public init(
      _ titleResource: LocalizedStringResource, role: ButtonRole?,
      action: @escaping @MainActor () -> Void
    ) {
      self.init(role: role, action: action) { Text(titleResource) }
    }
  }
#endif

// developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:): iOS 14.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

// developer.apple.com/documentation/swiftui/button/init(_:systemimage:role:action:): iOS 15.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

/// What a button does to data: a struct, not an enum. (SwiftUI's `ButtonRole`; SwiftUI,
/// iPhoneOS18.0.sdk.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  #if !APPLE_SDK_18
    // iOS 26: developer.apple.com/documentation/swiftui/buttonrole/confirm and .../close
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static let confirm = ButtonRole(name: "confirm")
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static let close = ButtonRole(name: "close")
  #endif
}

/// How a button looks. (SwiftUI's `ButtonStyle`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

/// A button's parts, for a ``ButtonStyle``. (SwiftUI's `ButtonStyleConfiguration`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ButtonStyleConfiguration {
  /// The button's label, type-erased.
  @MainActor @preconcurrency public struct Label: View, _PrimitiveView {
    public typealias Body = Never
    nonisolated(unsafe) let content: AnyView
    public nonisolated var body: Never { _primitive("ButtonStyleConfiguration.Label") }
    nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
      [_Child(view: content, environment: environment)]
    }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var role: ButtonRole? { _role }
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
  let _role: ButtonRole?
}

@available(*, unavailable)
extension ButtonStyleConfiguration: Sendable {}
@available(*, unavailable)
extension ButtonStyleConfiguration.Label: Sendable {}

/// How a button looks and behaves. (SwiftUI's `PrimitiveButtonStyle`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A button's parts, for a ``PrimitiveButtonStyle``. (SwiftUI's
/// `PrimitiveButtonStyleConfiguration`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, type-erased.
  @MainActor @preconcurrency public struct Label: View, _PrimitiveView {
    public typealias Body = Never
    nonisolated(unsafe) let content: AnyView
    public nonisolated var body: Never { _primitive("PrimitiveButtonStyleConfiguration.Label") }
    nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
      [_Child(view: content, environment: environment)]
    }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var role: ButtonRole? { _role }
  public let label: PrimitiveButtonStyleConfiguration.Label
  let _role: ButtonRole?
  public func trigger() {}
}

@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration: Sendable {}
@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration.Label: Sendable {}

// The built-in styles: main-actor types with main-actor initializers, and main-actor static
// members to name them, in the 18 SDK (SwiftUI, iPhoneOS18.0.sdk). In the 27 SDK the styles are
// `nonisolated struct`s with `nonisolated init()` (developer.apple.com/documentation/swiftui/
// borderedprominentbuttonstyle, .../borderedbuttonstyle, .../borderlessbuttonstyle,
// .../plainbuttonstyle), `.borderedProminent`, `.bordered` and `.borderless` are `nonisolated
// static var`s, and `.plain` stays `@MainActor @preconcurrency` (.../primitivebuttonstyle/plain).

#if APPLE_SDK_27
  /// The style of the main action. (SwiftUI's `BorderedProminentButtonStyle`.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }

  /// A bordered button. (SwiftUI's `BorderedButtonStyle`.)
  @available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }

  /// A borderless button: tvOS 17 and later. (SwiftUI's `BorderlessButtonStyle`.)
  @available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }

  /// A button with no decoration. (SwiftUI's `PlainButtonStyle`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }
#else
  /// The style of the main action. (SwiftUI's `BorderedProminentButtonStyle`.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @MainActor @preconcurrency public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }

  /// A bordered button. (SwiftUI's `BorderedButtonStyle`.)
  @available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor @preconcurrency public struct BorderedButtonStyle: PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }

  /// A borderless button: tvOS 17 and later. (SwiftUI's `BorderlessButtonStyle`; SwiftUI,
  /// iPhoneOS18.0.sdk.)
  @available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, visionOS 1.0, *)
  @MainActor @preconcurrency public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }

  /// A button with no decoration. (SwiftUI's `PlainButtonStyle`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency public struct PlainButtonStyle: PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }
#endif

@available(*, unavailable)
extension BorderedProminentButtonStyle: Sendable {}
@available(*, unavailable)
extension BorderedButtonStyle: Sendable {}
@available(*, unavailable)
extension BorderlessButtonStyle: Sendable {}
@available(*, unavailable)
extension PlainButtonStyle: Sendable {}

// PrimitiveButtonStyle.borderedProminent, .bordered, .borderless (SwiftUI, iPhoneOS18.0.sdk),
// .plain — each in an extension with its style's availability (Apple's pages
// developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered and the like).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  #if APPLE_SDK_27
    nonisolated public static var borderedProminent: BorderedProminentButtonStyle { .init() }
  #else
    @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle {
      .init()
    }
  #endif
}
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  #if APPLE_SDK_27
    nonisolated public static var bordered: BorderedButtonStyle { .init() }
  #else
    @MainActor @preconcurrency public static var bordered: BorderedButtonStyle { .init() }
  #endif
}
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, visionOS 1.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  #if APPLE_SDK_27
    nonisolated public static var borderless: BorderlessButtonStyle { .init() }
  #else
    @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { .init() }
  #endif
}
// .plain: `@MainActor @preconcurrency` in every generation (the 27 SDK's page too).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { .init() }
}

// The glass styles as the 27 SDK's pages declare them, for the 26 SDK too: no evidence was found
// of the 26 SDK's isolation for them (they came with it).
#if !APPLE_SDK_18
  /// A Liquid Glass button: iOS 26, none on visionOS. (SwiftUI's `GlassButtonStyle`;
  /// developer.apple.com/documentation/swiftui/glassbuttonstyle.)
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  @available(visionOS, unavailable)
  nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }

  /// A prominent Liquid Glass button: iOS 26, none on visionOS. (SwiftUI's
  /// `GlassProminentButtonStyle`;
  /// developer.apple.com/documentation/swiftui/glassprominentbuttonstyle.)
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  @available(visionOS, unavailable)
  nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }

  // developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass: nonisolated.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  @available(visionOS, unavailable)
  extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    nonisolated public static var glass: GlassButtonStyle { .init() }
  }

  // developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent: main actor.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  @available(visionOS, unavailable)
  extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    @MainActor @preconcurrency public static var glassProminent: GlassProminentButtonStyle {
      .init()
    }
  }
#endif

/// Records the button style set on a view. Not SwiftUI API: the stand-in's test harness.
@_spi(Inspection)
nonisolated public struct _ButtonStyleModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  /// The style's type name, such as `BorderedProminentButtonStyle`.
  public let styleName: String
}

// developer.apple.com/documentation/swiftui/view/buttonstyle(_:), for either kind of style.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
    _modified(_ButtonStyleModifier(styleName: "\(S.self)"))
  }
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    _modified(_ButtonStyleModifier(styleName: "\(S.self)"))
  }
}
