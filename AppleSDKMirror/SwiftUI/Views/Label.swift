#if APPLE_SDK_27
  /// A title with an icon. (SwiftUI's `Label`; developer.apple.com/documentation/swiftui/label
  /// (27 SDK): `nonisolated struct Label<Title, Icon> where Title : View, Icon : View`.)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public struct Label<Title, Icon>: View, _PrimitiveView where Title: View, Icon: View {
    public typealias Body = Never
    @_spi(Inspection) public let _title: Title
    @_spi(Inspection) public let _icon: Icon
  }
#else
  /// A title with an icon. (SwiftUI's `Label`; SwiftUI, iPhoneOS18.0.sdk: a main-actor view.)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct Label<Title, Icon>: View, _PrimitiveView where Title: View, Icon: View {
    public typealias Body = Never
    @_spi(Inspection) nonisolated(unsafe) public let _title: Title
    @_spi(Inspection) nonisolated(unsafe) public let _icon: Icon
  }
#endif

// SwiftUI, iPhoneOS18.0.sdk, and developer.apple.com/documentation/swiftui/label/init(title:icon:)
// (27 SDK): `nonisolated init(title:icon:)`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label {
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    _title = title()
    _icon = icon()
  }

  public nonisolated var body: Never { _primitive("Label") }

  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    guard let style = environment._labelStyle else {
      return [
        _Child(view: _icon, environment: environment),
        _Child(view: _title, environment: environment),
      ]
    }
    let configuration = LabelStyleConfiguration(
      _title: LabelStyleConfiguration.Title(content: AnyView(_title)),
      _icon: LabelStyleConfiguration.Icon(content: AnyView(_icon)))
    var inner = environment
    inner._labelStyle = nil
    return [_Child(view: _makeBody(style, configuration, environment), environment: inner)]
  }
}

@available(*, unavailable)
extension Label: Sendable {}

func _makeBody<S: LabelStyle>(
  _ style: S, _ configuration: LabelStyleConfiguration, _ environment: EnvironmentValues
) -> any View {
  nonisolated(unsafe) let style = style
  nonisolated(unsafe) let configuration = configuration
  nonisolated(unsafe) let environment = environment
  return _onMain {
    EnvironmentValues.$_current.withValue(environment) {
      style.makeBody(configuration: configuration) as any View
    }
  }
}

// SwiftUI, iPhoneOS18.0.sdk: Label.init(_:image:) and init(_:systemImage:), with a key or a
// string.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label where Title == Text, Icon == Image {
  nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, image name: String)
  where S: StringProtocol {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String)
  where S: StringProtocol {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

#if !APPLE_SDK_18
  // Not in the iOS 18 SDK, whose Label has no LocalizedStringResource initializer: an iOS 26
  // SDK addition, back-deployed to iOS 16 (Apple's page
  // developer.apple.com/documentation/swiftui/label/init(_:systemimage:)). There is no
  // `init(_: LocalizedStringResource, image:)` at all.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    nonisolated public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
      self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }
  }
#endif

// SwiftUI, iPhoneOS18.0.sdk: Label.init(_:) for a style's configuration.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  nonisolated public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// How labels look. (SwiftUI's `LabelStyle`; Apple's page
/// developer.apple.com/documentation/swiftui/labelstyle.)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  typealias Configuration = LabelStyleConfiguration
}

/// A label's parts, for a ``LabelStyle``. (SwiftUI's `LabelStyleConfiguration`; SwiftUI,
/// iPhoneOS18.0.sdk: `Title` and `Icon` conform to `View` in extensions, so are nonisolated.)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct LabelStyleConfiguration {
  /// The label's title, type-erased.
  public struct Title {
    public typealias Body = Never
    let content: AnyView
  }
  /// The label's icon, type-erased.
  public struct Icon {
    public typealias Body = Never
    let content: AnyView
  }
  let _title: LabelStyleConfiguration.Title
  let _icon: LabelStyleConfiguration.Icon
  public var title: LabelStyleConfiguration.Title { _title }
  public var icon: LabelStyleConfiguration.Icon { _icon }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension LabelStyleConfiguration.Title: View, _PrimitiveView {
  public nonisolated var body: Never { _primitive("LabelStyleConfiguration.Title") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: content, environment: environment)]
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension LabelStyleConfiguration.Icon: View, _PrimitiveView {
  public nonisolated var body: Never { _primitive("LabelStyleConfiguration.Icon") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: content, environment: environment)]
  }
}

@available(*, unavailable)
extension LabelStyleConfiguration: Sendable {}
@available(*, unavailable)
extension LabelStyleConfiguration.Title: Sendable {}
@available(*, unavailable)
extension LabelStyleConfiguration.Icon: Sendable {}

// The built-in styles: main-actor types with main-actor initializers and main-actor static
// members to name them in the 18 SDK (SwiftUI, iPhoneOS18.0.sdk: IconOnlyLabelStyle and
// `.iconOnly`); `nonisolated struct`s with `nonisolated init()` and `nonisolated static var`s in
// the 27 SDK (developer.apple.com/documentation/swiftui/icononlylabelstyle,
// .../titleonlylabelstyle, .../titleandiconlabelstyle, .../labelstyle/icononly, .../titleonly,
// .../titleandicon).

#if APPLE_SDK_27
  /// Shows only the icon. (SwiftUI's `IconOnlyLabelStyle`.)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
      configuration.icon
    }
  }

  /// Shows only the title. (SwiftUI's `TitleOnlyLabelStyle`.)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
      configuration.title
    }
  }

  /// Shows the title and the icon: iOS 14.5. (SwiftUI's `TitleAndIconLabelStyle`.)
  @available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, visionOS 1.0, *)
  nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.icon
        configuration.title
      }
    }
  }
#else
  /// Shows only the icon. (SwiftUI's `IconOnlyLabelStyle`; SwiftUI, iPhoneOS18.0.sdk.)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor @preconcurrency public struct IconOnlyLabelStyle: LabelStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
      configuration.icon
    }
  }

  /// Shows only the title. (SwiftUI's `TitleOnlyLabelStyle`, declared as its sibling
  /// `IconOnlyLabelStyle` is in SwiftUI, iPhoneOS18.0.sdk.)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor @preconcurrency public struct TitleOnlyLabelStyle: LabelStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
      configuration.title
    }
  }

  /// Shows the title and the icon: iOS 14.5. (SwiftUI's `TitleAndIconLabelStyle`, declared as its
  /// sibling `IconOnlyLabelStyle` is in SwiftUI, iPhoneOS18.0.sdk.)
  @available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, visionOS 1.0, *)
  @MainActor @preconcurrency public struct TitleAndIconLabelStyle: LabelStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.icon
        configuration.title
      }
    }
  }
#endif

@available(*, unavailable)
extension IconOnlyLabelStyle: Sendable {}
@available(*, unavailable)
extension TitleOnlyLabelStyle: Sendable {}
@available(*, unavailable)
extension TitleAndIconLabelStyle: Sendable {}

// LabelStyle.iconOnly, .titleOnly, .titleAndIcon: main actor in the 18 SDK, nonisolated in the 27.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
  #if APPLE_SDK_27
    nonisolated public static var iconOnly: IconOnlyLabelStyle { .init() }
  #else
    @MainActor @preconcurrency public static var iconOnly: IconOnlyLabelStyle { .init() }
  #endif
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
  #if APPLE_SDK_27
    nonisolated public static var titleOnly: TitleOnlyLabelStyle { .init() }
  #else
    @MainActor @preconcurrency public static var titleOnly: TitleOnlyLabelStyle { .init() }
  #endif
}
@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, visionOS 1.0, *)
extension LabelStyle where Self == TitleAndIconLabelStyle {
  #if APPLE_SDK_27
    nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
  #else
    @MainActor @preconcurrency public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
  #endif
}

nonisolated struct _LabelStyleModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let style: any LabelStyle
  func _apply(to environment: inout EnvironmentValues) { environment._labelStyle = style }
}

// developer.apple.com/documentation/swiftui/view/labelstyle(_:)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension View {
  /// Sets the style of labels in this view.
  nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
    _modified(_LabelStyleModifier(style: style))
  }
}
