/// A control that runs an action. (SwiftUI's `Button`.)
nonisolated public struct Button<Label>: View, _PrimitiveView where Label: View {
  public typealias Body = Never
  public let _label: Label
  public let _role: ButtonRole?
  public let _action: @MainActor () -> Void

  @preconcurrency public nonisolated init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    _label = label()
    _role = nil
    _action = action
  }

  @preconcurrency public nonisolated init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    _label = label()
    _role = role
    _action = action
  }

  public nonisolated var body: Never { _primitive("Button") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _label, environment: environment)]
  }

  /// Runs the button's action, as a tap would.
  @MainActor public func _tap() { _action() }
}

extension Button where Label == Text {
  @preconcurrency public nonisolated init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(titleKey) }
  }
  @_disfavoredOverload @preconcurrency public nonisolated init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(action: action) { Text(title) }
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  @preconcurrency public nonisolated init(
    _ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(titleResource) }
  }
  @preconcurrency public nonisolated init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  @_disfavoredOverload @preconcurrency public nonisolated init<S>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(role: role, action: action) { Text(title) }
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  @preconcurrency public nonisolated init(
    _ titleResource: LocalizedStringResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleResource) }
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload public nonisolated init<S>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

/// What a button does to data. (SwiftUI's `ButtonRole`: a struct, not an enum.)
nonisolated public struct ButtonRole: Equatable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static let confirm = ButtonRole(name: "confirm")
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static let close = ButtonRole(name: "close")
}

/// How a button looks. (SwiftUI's `ButtonStyle`.)
@MainActor @preconcurrency public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// A button's parts, for a ``ButtonStyle``.
nonisolated public struct ButtonStyleConfiguration {
  @MainActor @preconcurrency public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
  public let role: ButtonRole?
}

/// How a button looks and behaves. (SwiftUI's `PrimitiveButtonStyle`.)
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// A button's parts, for a ``PrimitiveButtonStyle``.
nonisolated public struct PrimitiveButtonStyleConfiguration {
  @MainActor @preconcurrency public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let label: PrimitiveButtonStyleConfiguration.Label
  public let role: ButtonRole?
  public func trigger() {}
}

/// The style of the main action. (SwiftUI's `BorderedProminentButtonStyle`.)
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public nonisolated init() {}
  public nonisolated func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}
/// A bordered button. (SwiftUI's `BorderedButtonStyle`.)
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public nonisolated init() {}
  public nonisolated func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}
/// A borderless button. (SwiftUI's `BorderlessButtonStyle`.)
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public nonisolated init() {}
  public nonisolated func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}
/// A button with no decoration. (SwiftUI's `PlainButtonStyle`.)
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  public nonisolated init() {}
  public nonisolated func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}
/// A Liquid Glass button. (SwiftUI's `GlassButtonStyle`, iOS 26.)
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
  public nonisolated init() {}
  public nonisolated func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}
/// A prominent Liquid Glass button. (SwiftUI's `GlassProminentButtonStyle`, iOS 26.)
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  public nonisolated init() {}
  public nonisolated func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public nonisolated static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public nonisolated static var bordered: BorderedButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public nonisolated static var borderless: BorderlessButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { .init() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public nonisolated static var glass: GlassButtonStyle { .init() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  @MainActor @preconcurrency public static var glassProminent: GlassProminentButtonStyle { .init() }
}

/// Records the button style set on a view.
nonisolated public struct _ButtonStyleModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  /// The style's type name, such as `BorderedProminentButtonStyle`.
  public let styleName: String
}

extension View {
  public nonisolated func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
    _modified(_ButtonStyleModifier(styleName: "\(S.self)"))
  }
  public nonisolated func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    _modified(_ButtonStyleModifier(styleName: "\(S.self)"))
  }
}
