/// Text. (SwiftUI's `Text`.)
nonisolated public struct Text: View, Equatable, _PrimitiveView {
  public typealias Body = Never

  /// Where the text comes from, for inspection.
  public enum _Storage: Equatable {
    case verbatim(String)
    case key(LocalizedStringKey)
    case resource(LocalizedStringResource)
    case concatenation([Text])
  }

  public var _storage: _Storage
  /// Text-returning modifiers applied, in order (`font`, `bold`, `foregroundStyle`, …).
  public var _modifiers: [String] = []
  public var _font: Font?

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

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { _storage = .resource(resource) }

  public nonisolated var body: Never { _primitive("Text") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }

  /// The words shown, with keys shown as their English fallback.
  public var _string: String {
    switch _storage {
    case .verbatim(let text): text
    case .key(let key): key._fallbackText
    case .resource(let resource): resource.key
    case .concatenation(let parts): parts.map(\._string).joined()
    }
  }

  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(_storage: .concatenation([lhs, rhs]))
  }

  init(_storage: _Storage) { self._storage = _storage }

  private func adding(_ modifier: String) -> Text {
    var text = self
    text._modifiers.append(modifier)
    return text
  }

  public nonisolated func font(_ font: Font?) -> Text {
    var text = adding("font")
    text._font = font
    return text
  }
  public nonisolated func bold() -> Text { adding("bold") }
  public nonisolated func bold(_ isActive: Bool) -> Text { isActive ? adding("bold") : self }
  public nonisolated func italic() -> Text { adding("italic") }
  public nonisolated func fontWeight(_ weight: Font.Weight?) -> Text { adding("fontWeight") }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public nonisolated func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle {
    adding("foregroundStyle")
  }
  public nonisolated func foregroundColor(_ color: Color?) -> Text { adding("foregroundColor") }
}

/// An image. (SwiftUI's `Image`.)
nonisolated public struct Image: View, Equatable, _PrimitiveView {
  public typealias Body = Never

  /// Where the image comes from, for inspection.
  public enum _Source: Equatable {
    case systemName(String)
    case named(String)
    case decorative(String)
  }

  public var _source: _Source
  public var _isResizable = false

  public init(systemName: String) { _source = .systemName(systemName) }
  public init(_ name: String, bundle: Bundle? = nil) { _source = .named(name) }
  public init(decorative name: String, bundle: Bundle? = nil) { _source = .decorative(name) }

  public nonisolated var body: Never { _primitive("Image") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }

  public func resizable() -> Image {
    var image = self
    image._isResizable = true
    return image
  }

  /// The size of a symbol image. (SwiftUI's `Image.Scale`.)
  public enum Scale: Hashable, Sendable, CaseIterable {
    case small, medium, large
  }
}
