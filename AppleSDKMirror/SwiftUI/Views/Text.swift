/// Text. (SwiftUI's `Text`; SwiftUICore, iPhoneOS18.0.sdk: `@frozen public struct Text :
/// Equatable, Sendable`, a view by an extension, so not a main-actor type.)
///
/// The stand-in's storage holds a `LocalizedStringKey`, which is not `Sendable`; its
/// `Sendable` is unchecked where Apple's is checked.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text: Equatable, @unchecked Sendable {
  /// Where the text comes from, for inspection.
  @_spi(Inspection) public enum _Storage: Equatable {
    case verbatim(String)
    case key(LocalizedStringKey)
    case resource(LocalizedStringResource)
    case concatenation([Text])
  }

  /// Where the text comes from, for inspection.
  @_spi(Inspection) public var _storage: _Storage
  /// Text-returning modifiers applied, in order (`font`, `bold`, `foregroundStyle`, …).
  @_spi(Inspection) public var _modifiers: [String] = []
  /// The font `font(_:)` set, for inspection.
  @_spi(Inspection) public var _font: Font?

  // SwiftUICore, iPhoneOS18.0.sdk: Text.init(_:tableName:bundle:comment:), init(_:),
  // init(verbatim:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    _storage = .key(key)
  }

  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {
    _storage = .verbatim(String(content))
  }

  public init(verbatim content: String) { _storage = .verbatim(content) }

  // SwiftUICore, iPhoneOS18.0.sdk: Text.init(_: LocalizedStringResource), iOS 16.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { _storage = .resource(resource) }

  /// The words shown, with keys shown as their English fallback.
  @_spi(Inspection) public var _string: String {
    switch _storage {
    case .verbatim(let text): text
    case .key(let key): key._fallbackText
    case .resource(let resource): resource.key
    case .concatenation(let parts): parts.map(\._string).joined()
    }
  }

  // SwiftUICore, iPhoneOS18.0.sdk: Text.+(_:_:)
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(_storage: .concatenation([lhs, rhs]))
  }

  init(_storage: _Storage) { self._storage = _storage }

  private func adding(_ modifier: String) -> Text {
    var text = self
    text._modifiers.append(modifier)
    return text
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Text : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Text: View, _PrimitiveView {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("Text") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

// SwiftUICore, iPhoneOS18.0.sdk: the modifiers Text declares on itself, returning Text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Text {
  nonisolated public func font(_ font: Font?) -> Text {
    var text = adding("font")
    text._font = font
    return text
  }
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { adding("fontWeight") }
  // developer.apple.com/documentation/swiftui/text/foregroundcolor(_:) (27 SDK): deprecated in
  // 27.0 on every platform, no message on the page.
  #if APPLE_SDK_27
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
  #endif
  nonisolated public func foregroundColor(_ color: Color?) -> Text { adding("foregroundColor") }
  nonisolated public func bold() -> Text { adding("bold") }
  nonisolated public func italic() -> Text { adding("italic") }

  // iOS 16: bold(_:) and italic(_:).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? adding("bold") : self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func italic(_ isActive: Bool) -> Text { isActive ? adding("italic") : self }

  // iOS 17: foregroundStyle(_:) on Text (View's is iOS 15).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle {
    adding("foregroundStyle")
  }
}

/// An image. (SwiftUI's `Image`; SwiftUICore, iPhoneOS18.0.sdk: `@frozen public struct Image :
/// Equatable, Sendable`, a view by an extension.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Image: Equatable, Sendable {
  /// Where the image comes from, for inspection.
  @_spi(Inspection) public enum _Source: Equatable, Sendable {
    case systemName(String)
    case named(String)
    case decorative(String)
  }

  /// Where the image comes from, for inspection.
  @_spi(Inspection) public var _source: _Source
  /// Whether `resizable()` was applied, for inspection.
  @_spi(Inspection) public var _isResizable = false

  // SwiftUICore, iPhoneOS18.0.sdk: Image.init(_:bundle:), init(decorative:bundle:)
  public init(_ name: String, bundle: Bundle? = nil) { _source = .named(name) }
  public init(decorative name: String, bundle: Bundle? = nil) { _source = .decorative(name) }

  // SwiftUICore, iPhoneOS18.0.sdk: Image.init(systemName:), macOS 11.
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(systemName: String) { _source = .systemName(systemName) }

  /// Makes the image resizable. (SwiftUICore's `resizable(capInsets:resizingMode:)`, whose
  /// arguments the stand-in leaves out.)
  public func resizable() -> Image {
    var image = self
    image._isResizable = true
    return image
  }

  /// The size of a symbol image. (SwiftUICore, iPhoneOS18.0.sdk: `Image.Scale`, macOS 11.)
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Image : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Image: View, _PrimitiveView {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("Image") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }
}
