/// A title with an icon. (SwiftUI's `Label`.)
nonisolated public struct Label<Title, Icon>: View, _PrimitiveView where Title: View, Icon: View {
  public typealias Body = Never
  public let _title: Title
  public let _icon: Icon

  public nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    _title = title()
    _icon = icon()
  }

  public nonisolated var body: Never { _primitive("Label") }

  func _children(environment: EnvironmentValues) -> [_Child] {
    guard let style = environment._labelStyle else {
      return [
        _Child(view: _icon, environment: environment),
        _Child(view: _title, environment: environment),
      ]
    }
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(_title)),
      icon: LabelStyleConfiguration.Icon(content: AnyView(_icon)))
    var inner = environment
    inner._labelStyle = nil
    return [_Child(view: _makeBody(style, configuration, environment), environment: inner)]
  }
}

func _makeBody<S: LabelStyle>(
  _ style: S, _ configuration: LabelStyleConfiguration, _ environment: EnvironmentValues
) -> any View {
  nonisolated(unsafe) let style = style
  nonisolated(unsafe) let configuration = configuration
  return _onMain {
    EnvironmentValues.$_current.withValue(environment) {
      style.makeBody(configuration: configuration) as any View
    }
  }
}

extension Label where Title == Text, Icon == Image {
  public nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload public nonisolated init<S>(_ title: S, systemImage name: String)
  where S: StringProtocol {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  public nonisolated init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
  }
  public nonisolated init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  @_disfavoredOverload public nonisolated init<S>(_ title: S, image name: String)
  where S: StringProtocol {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  public nonisolated init(_ titleResource: LocalizedStringResource, image name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(name) })
  }
}

extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  public nonisolated init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// How labels look. (SwiftUI's `LabelStyle`.)
@MainActor @preconcurrency public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// A label's parts, for a ``LabelStyle``. (SwiftUI's `LabelStyleConfiguration`.)
nonisolated public struct LabelStyleConfiguration {
  /// The label's title, type-erased.
  nonisolated public struct Title: View, _PrimitiveView {
    public typealias Body = Never
    let content: AnyView
    public nonisolated var body: Never { _primitive("LabelStyleConfiguration.Title") }
    func _children(environment: EnvironmentValues) -> [_Child] {
      [_Child(view: content, environment: environment)]
    }
  }
  /// The label's icon, type-erased.
  nonisolated public struct Icon: View, _PrimitiveView {
    public typealias Body = Never
    let content: AnyView
    public nonisolated var body: Never { _primitive("LabelStyleConfiguration.Icon") }
    func _children(environment: EnvironmentValues) -> [_Child] {
      [_Child(view: content, environment: environment)]
    }
  }
  public var title: LabelStyleConfiguration.Title
  public var icon: LabelStyleConfiguration.Icon
}

/// Shows only the icon. (SwiftUI's `IconOnlyLabelStyle`.)
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  public nonisolated init() {}
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Shows only the title. (SwiftUI's `TitleOnlyLabelStyle`.)
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
  public nonisolated init() {}
  public nonisolated func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
}

/// Shows the title and the icon. (SwiftUI's `TitleAndIconLabelStyle`.)
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
  public nonisolated init() {}
  public nonisolated func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public nonisolated static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public nonisolated static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public nonisolated static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated struct _LabelStyleModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let style: any LabelStyle
  func _apply(to environment: inout EnvironmentValues) { environment._labelStyle = style }
}

extension View {
  /// Sets the style of labels in this view. (SwiftUI's `labelStyle(_:)`.)
  public nonisolated func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
    _modified(_LabelStyleModifier(style: style))
  }
}
