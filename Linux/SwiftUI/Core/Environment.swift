/// A key for a value in the environment. (SwiftUI's `EnvironmentKey`.)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// The values a view reads from its environment. (SwiftUI's `EnvironmentValues`.)
///
/// The stand-in keeps them in a dictionary; `_current` is the environment of the `body` being
/// evaluated by the inspection, read by ``Environment``.
nonisolated public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
  var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(storage.count) values)" }

  /// The environment the inspection evaluates a `body` in.
  @TaskLocal public static var _current = EnvironmentValues()
}

/// A property wrapper that reads a value from the view's environment. (SwiftUI's `Environment`.)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  public var wrappedValue: Value { EnvironmentValues._current[keyPath: keyPath] }
}

/// A stored value that updates a view. (SwiftUI's `DynamicProperty`.)
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// Sets an environment value for a view and its descendants.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  public let keyPath: WritableKeyPath<EnvironmentValues, Value>
  public let value: Value
  func _apply(to environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
}

extension View {
  /// Sets an environment value. (SwiftUI's `environment(_:_:)`.)
  public nonisolated func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    _modified(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }
}

nonisolated private struct AccessibilityReduceMotionKey: EnvironmentKey {
  static let defaultValue = false
}
nonisolated private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}
nonisolated private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}
nonisolated private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}
nonisolated private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}
nonisolated private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}
nonisolated private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}
nonisolated private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}
nonisolated private struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}
nonisolated private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}
nonisolated private struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}
nonisolated private struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}
nonisolated private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction(_systemHandler: ()) }
}
nonisolated private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(_default: ()) }
}
nonisolated private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: (any LabelStyle)? { nil }
}
nonisolated private struct SearchTextKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  /// Whether the user asked for reduced motion. Get-only, as in SwiftUI.
  public var accessibilityReduceMotion: Bool { self[AccessibilityReduceMotionKey.self] }
  /// Sets ``accessibilityReduceMotion`` for inspection: not SwiftUI API.
  public var _accessibilityReduceMotion: Bool {
    get { self[AccessibilityReduceMotionKey.self] }
    set { self[AccessibilityReduceMotionKey.self] = newValue }
  }
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Whether a search field is active. Get-only, as in SwiftUI.
  public var isSearching: Bool { self[IsSearchingKey.self] }
  /// Sets ``isSearching`` for inspection: not SwiftUI API.
  public var _isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
  public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
  public var refresh: RefreshAction? { self[_RefreshActionKey.self] }
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
  @MainActor @preconcurrency public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
  /// The font text uses: not public in SwiftUI; read by inspection.
  public var _font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// How multiline text aligns.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
  var _labelStyle: (any LabelStyle)? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
  /// The text of the nearest `.searchable` field: not public in SwiftUI, where
  /// `ContentUnavailableView.search` reads it privately.
  public var _searchText: String? {
    get { self[SearchTextKey.self] }
    set { self[SearchTextKey.self] = newValue }
  }
}
