/// Text that an ``EmptyState`` shows, with the same rules SwiftUI's `Text` and
/// `ContentUnavailableView` follow:
///
/// - A string literal is a localization key of the app: it is looked up in the app's strings
///   (its String Catalog) and shown as written when the app has no translation — like
///   `LocalizedStringKey`. Interpolated values become `%@` (text) and `%lld` (integers)
///   placeholders of the key, as in SwiftUI.
/// - ``verbatim(_:)`` text — and any `String` value passed where a title is expected — is shown
///   exactly as given, never looked up.
/// - Presets use the package's built-in strings, translated into 46 languages.
///
/// ```swift
/// EmptyState("No Notes", systemImage: "note")        // looked up in the app's strings
/// EmptyState(folder.name, systemImage: "folder")     // a String value: shown as given
/// EmptyState("\(folder.name) Is Empty", systemImage: "folder")  // key "%@ Is Empty"
/// ```
///
/// ``EmptyStateLocalizer`` resolves all three for one locale.
public struct LocalizedText: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    /// Shown as given.
    case verbatim(String)
    /// A built-in string of the package's String Catalog.
    case catalog(key: String, arguments: [Argument])
    /// A key of the app's own strings, in `table` (`Localizable` when `nil`).
    case app(key: String, table: String?, arguments: [String])
  }

  /// A value substituted for a `%@` placeholder of a built-in string.
  enum Argument: Hashable, Sendable {
    /// Text the user typed: quoted with the locale's quotation marks and isolated for
    /// bidirectional display.
    case quoted(String)
    /// Names, such as a list's filters: each quoted like ``quoted(_:)``, joined as the locale
    /// joins a list ("“Unread” and “Flagged”").
    case quotedList([LocalizedText])
  }

  let storage: Storage

  /// Text shown exactly as given, never looked up in a catalog — like `Text(verbatim:)`.
  ///
  /// - Parameter text: The words to show; already localized by the app if it localizes.
  /// - Returns: Text that is never looked up.
  public static func verbatim(_ text: some StringProtocol) -> LocalizedText {
    LocalizedText(storage: .verbatim(String(text)))
  }

  /// A key of the app's own strings held in a variable, looked up like a literal — as
  /// `LocalizedStringKey(_:)` and `Text(_:tableName:bundle:)` do.
  ///
  /// - Parameters:
  ///   - key: The key, which is also the text shown when the app has no translation for it.
  ///   - table: The strings table (String Catalog) holding it; `Localizable` when `nil`.
  /// - Returns: Text looked up in the app's strings.
  public static func localized(_ key: String, table: String? = nil) -> LocalizedText {
    LocalizedText(storage: .app(key: key, table: table, arguments: []))
  }

  init(storage: Storage) {
    self.storage = storage
  }

  static func catalog(_ key: String, _ arguments: Argument...) -> LocalizedText {
    LocalizedText(storage: .catalog(key: key, arguments: arguments))
  }

  /// Whether this is one of the package's built-in strings, translated into every language it
  /// has, rather than the app's own copy.
  package var isBuiltIn: Bool {
    if case .catalog = storage { return true }
    return false
  }

  /// The text as written in code: the verbatim text, or the app's key; `nil` for a built-in
  /// string.
  var sourceText: String? {
    switch storage {
    case .verbatim(let text): text
    case .app(let key, _, _): key
    case .catalog: nil
    }
  }
}

extension LocalizedText: ExpressibleByStringInterpolation {
  /// Creates text from a string literal: a key of the app's strings, shown as written when the
  /// app has no translation for it.
  public init(stringLiteral value: String) {
    storage = .app(key: value, table: nil, arguments: [])
  }

  /// Creates text from an interpolated literal: the literal with `%@` and `%lld` for its values
  /// is the key of the app's strings.
  public init(stringInterpolation: StringInterpolation) {
    storage = .app(
      key: stringInterpolation.key, table: nil, arguments: stringInterpolation.arguments)
  }

  /// Builds a localization key and its arguments from an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []

    /// Prepares for a literal of about the given size.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 4 * interpolationCount)
    }

    /// Appends literal text to the key, with `%` doubled as a format string needs.
    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingPercentSigns()
    }

    /// Appends a text value: `%@` in the key.
    public mutating func appendInterpolation(_ value: some StringProtocol) {
      key += "%@"
      arguments.append(String(value))
    }

    /// Appends an integer value: `%lld` in the key, as SwiftUI writes it.
    public mutating func appendInterpolation(_ value: some BinaryInteger) {
      key += "%lld"
      arguments.append(String(value))
    }
  }
}

extension String {
  fileprivate func replacingPercentSigns() -> String {
    contains("%")
      ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
  }
}

extension LocalizedText: CustomStringConvertible {
  /// The English text, for logs and debugging.
  public var description: String {
    EmptyStateLocalizer(localeIdentifier: "en").string(for: self)
  }
}
