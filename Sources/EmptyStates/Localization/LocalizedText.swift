/// Text that an ``EmptyState`` shows: either the app's own words, shown as given, or one of the
/// package's built-in strings, translated from its String Catalog when the state is localized.
///
/// A string literal is the app's own text:
///
/// ```swift
/// let state = EmptyState("No Landmarks", systemImage: "mappin.slash")
/// state.title  // .verbatim("No Landmarks")
/// ```
///
/// Built-in text comes from presets such as ``EmptyState/noResults(for:actions:)`` and is resolved with
/// ``EmptyStateLocalizer``.
public struct LocalizedText: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case verbatim(String)
    case catalog(key: String, arguments: [Argument])
  }

  /// A value substituted for a `%@` placeholder of a built-in string.
  enum Argument: Hashable, Sendable {
    /// Text the user typed: quoted with the locale's quotation marks and isolated for
    /// bidirectional display.
    case quoted(String)
  }

  let storage: Storage

  /// Text shown exactly as given, never looked up in a catalog.
  ///
  /// - Parameter text: The words to show; already localized by the app if it localizes.
  /// - Returns: Text that is never looked up.
  public static func verbatim(_ text: some StringProtocol) -> LocalizedText {
    LocalizedText(storage: .verbatim(String(text)))
  }

  /// Creates text shown exactly as given.
  ///
  /// - Parameter text: The words to show; already localized by the app if it localizes.
  public init(_ text: some StringProtocol) {
    storage = .verbatim(String(text))
  }

  init(storage: Storage) {
    self.storage = storage
  }

  static func catalog(_ key: String, _ arguments: Argument...) -> LocalizedText {
    LocalizedText(storage: .catalog(key: key, arguments: arguments))
  }

  /// The app's own text, or `nil` when the text is a built-in string.
  public var verbatimText: String? {
    if case .verbatim(let text) = storage { return text }
    return nil
  }
}

extension LocalizedText: ExpressibleByStringInterpolation {
  /// Creates verbatim text from a string literal.
  public init(stringLiteral value: String) {
    storage = .verbatim(value)
  }
}

extension LocalizedText: CustomStringConvertible {
  /// The English text, for logs and debugging.
  public var description: String {
    EmptyStateLocalizer(localeIdentifier: "en").string(for: self)
  }
}
