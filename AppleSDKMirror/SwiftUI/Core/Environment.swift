// The environment: SwiftUICore, iPhoneOS18.0.sdk, unless a declaration says otherwise.

/// A key for a value in the environment. (SwiftUI's `EnvironmentKey`; SwiftUICore,
/// iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// The values a view reads from its environment. (SwiftUI's `EnvironmentValues`; SwiftUICore,
/// iPhoneOS18.0.sdk.)
///
/// The stand-in keeps them in a dictionary; `_current` is the environment of the `body` being
/// evaluated by the inspection, read by ``Environment``.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {
}

// Not SwiftUI API: the environment the inspection evaluates a `body` in.
@_spi(Inspection)
extension EnvironmentValues {
  /// The environment of the `body` being inspected; `$_current.withValue(_:operation:)` sets it.
  @_spi(Inspection) @MainActor @_EnvironmentScope
  public static var _current: EnvironmentValues
}

/// The stack of environments the inspection is evaluating bodies in. Not SwiftUI API.
@_spi(Inspection) @propertyWrapper @MainActor
public struct _EnvironmentScope {
  static var stack: [EnvironmentValues] = []
  public init() {}
  /// The innermost environment, or the default one.
  public var wrappedValue: EnvironmentValues { Self.stack.last ?? EnvironmentValues() }
  public var projectedValue: _EnvironmentScope { self }
  /// Runs `operation` with `value` as the current environment.
  public func withValue<R>(_ value: EnvironmentValues, operation: () throws -> R) rethrows -> R {
    Self.stack.append(value)
    defer { Self.stack.removeLast() }
    return try operation()
  }
}

/// A property wrapper that reads a value from the view's environment. (SwiftUI's `Environment`;
/// SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  nonisolated(unsafe) let keyPath: KeyPath<EnvironmentValues, Value>
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  public var wrappedValue: Value {
    nonisolated(unsafe) let keyPath = keyPath
    return _onMain { EnvironmentValues._current[keyPath: keyPath] }
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Environment : Sendable where Value : Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Environment: Sendable where Value: Sendable {
}

/// A stored value that updates a view. (SwiftUI's `DynamicProperty`; SwiftUICore,
/// iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {
  mutating func update()
}

// SwiftUICore, iPhoneOS18.0.sdk: DynamicProperty.update()
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension DynamicProperty {
  public mutating func update() {}
}

/// Sets an environment value for a view and its descendants. (SwiftUI's
/// `_EnvironmentKeyWritingModifier`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  // Main-actor isolated in the SDK; the stand-in's nonisolated initializer cannot set them then.
  nonisolated(unsafe) public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  nonisolated(unsafe) public var value: Value
  nonisolated public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }
  func _apply(to environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
}

@available(*, unavailable)
extension _EnvironmentKeyWritingModifier: Sendable {
}

// SwiftUICore, iPhoneOS18.0.sdk: View.environment(_:_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// Sets an environment value.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    _modified(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }
}

// View.transformEnvironment(_:transform:), as SwiftUICore (iPhoneOS18.0.sdk) declares it:
// `@inlinable nonisolated`, iOS 13, through `_EnvironmentKeyTransformModifier`; the stand-in
// records it by name and applies the transform to the environment of its content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// Transforms the environment value of the specified key path with the given function.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    _attribute("transformEnvironment", environment: { transform(&$0[keyPath: keyPath]) })
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

// SwiftUICore, iPhoneOS18.0.sdk: EnvironmentValues.layoutDirection, locale, colorScheme,
// isEnabled, font, multilineTextAlignment, accessibilityReduceMotion (get) and
// _accessibilityReduceMotion (get set; public in the SDK).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension EnvironmentValues {
  public var accessibilityReduceMotion: Bool { self[AccessibilityReduceMotionKey.self] }
  public var _accessibilityReduceMotion: Bool {
    get { self[AccessibilityReduceMotionKey.self] }
    set { self[AccessibilityReduceMotionKey.self] = newValue }
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
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
  // SwiftUICore, iPhoneOS18.0.sdk: imageScale, from macOS 11 in a macOS 10.15 extension.
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: EnvironmentValues.dynamicTypeSize, symbolRenderingMode;
// SwiftUI, iPhoneOS18.0.sdk: isSearching, dismissSearch (get only), refresh (get only).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension EnvironmentValues {
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
  public var isSearching: Bool { self[IsSearchingKey.self] }
  public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
  public var refresh: RefreshAction? { self[_RefreshActionKey.self] }
}

// EnvironmentValues.controlSize, from iOS 15, macOS 10.15, watchOS 9; on tvOS as `ControlSize`
// and View.controlSize(_:) are (Values/Layout.swift, Modifiers/AttributeModifier.swift).
#if APPLE_SDK_18
  // SwiftUICore, iPhoneOS18.0.sdk: unavailable on tvOS.
  @available(iOS 15.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
#else
  // developer.apple.com/documentation/swiftui/environmentvalues/controlsize (27 SDK): "tvOS:
  // 15.0.0 -", widened after the 18 SDK. For the 26 SDKs no page or build speaks of this
  // property itself; it follows `ControlSize` and `controlSize(_:)`, which tvOS builds with
  // Xcode 26.3 and 26.5 use (see View.controlSize(_:)).
  @available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
#endif
extension EnvironmentValues {
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: EnvironmentValues.openURL (the setter from iOS 15).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension EnvironmentValues {
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    set { self[OpenURLKey.self] = newValue }
  }
}

// Not SwiftUI API: values the inspection sets or reads.
extension EnvironmentValues {
  /// Sets ``isSearching`` for inspection.
  @_spi(Inspection) public var _isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
  /// The text of the nearest `.searchable` field, which `ContentUnavailableView.search` reads
  /// privately in SwiftUI.
  @_spi(Inspection) public var _searchText: String? {
    get { self[SearchTextKey.self] }
    set { self[SearchTextKey.self] = newValue }
  }
  var _labelStyle: (any LabelStyle)? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}
