import Foundation

/// Resolves the words of an ``EmptyState`` for one locale.
///
/// Built-in strings come from the package's String Catalog, falling back along the locale's
/// chain (`pt-PT` → `pt` → English); the app's own text is kept as given. A search query is put
/// between the locale's quotation marks and isolated for bidirectional text.
///
/// ```swift
/// let localizer = EmptyStateLocalizer(localeIdentifier: "en")
/// localizer.localize(.noResults(for: "bryce")).title  // "No Results for “bryce”"
/// ```
public struct EmptyStateLocalizer: Sendable {
  /// The canonical identifier of the locale, such as `"zh-Hant-HK"`.
  public let localeIdentifier: String
  /// The String Catalog localization whose strings are used, such as `"en"`.
  public let localization: String
  /// The direction the locale writes in.
  public let direction: EmptyState.TextDirection
  private let chain: [String]
  private let quotes: (begin: String, end: String)

  /// Creates a localizer for a locale.
  ///
  /// - Parameter locale: The locale whose strings, quotation marks and direction to use.
  public init(locale: Locale = .current) {
    self.init(localeIdentifier: locale.identifier)
  }

  /// Creates a localizer for a locale identifier such as `"de"`, `"pt_BR"` or `"zh-Hant-HK"`.
  ///
  /// An identifier that names no translated language falls back to English.
  ///
  /// - Parameter localeIdentifier: A BCP 47 or ICU locale identifier.
  public init(localeIdentifier: String) {
    let tag = LocaleTag(localeIdentifier)
    let catalog = StringCatalog.bundled
    self.localeIdentifier = tag.identifier
    chain =
      Self.fallbackChain(for: tag, available: Set(catalog.localizations))
      + [catalog.sourceLanguage]
    localization = chain.first ?? catalog.sourceLanguage
    direction = EmptyState.TextDirection(localeIdentifier: tag.identifier)
    quotes = Self.quotationMarks(for: tag)
  }

  /// The locale's quotation marks as Foundation's CLDR data gives them, with the narrow
  /// no-break spaces French typography sets inside guillemets (« bryce »), which the data
  /// leaves out.
  static func quotationMarks(for tag: LocaleTag) -> (begin: String, end: String) {
    let locale = Locale(identifier: tag.identifier)
    let begin = locale.quotationBeginDelimiter ?? "\u{201C}"
    let end = locale.quotationEndDelimiter ?? "\u{201D}"
    if tag.language == "fr", begin == "\u{00AB}" {
      return (begin + "\u{202F}", "\u{202F}" + end)
    }
    return (begin, end)
  }

  /// Whether `identifier` has the shape of a locale identifier (`en`, `pt-BR`, `zh_Hant_HK`).
  ///
  /// - Parameter identifier: The text to check.
  /// - Returns: `false` for text that cannot name a locale, such as `"123"` or `"en--US"`.
  public static func isWellFormed(_ identifier: String) -> Bool {
    LocaleTag.isWellFormed(identifier)
  }

  /// The localizations the String Catalog has strings for, sorted.
  public static var localizations: [String] {
    StringCatalog.bundled.localizations
  }

  /// The text in this locale.
  ///
  /// - Parameter text: The app's own text (returned as given) or a built-in string.
  /// - Returns: The words to show.
  public func string(for text: LocalizedText) -> String {
    switch text.storage {
    case .verbatim(let words):
      return words
    case .catalog(let key, let arguments):
      let catalog = StringCatalog.bundled
      let format = chain.lazy.compactMap { catalog.value(for: key, in: $0) }.first ?? key
      return Self.format(format, arguments.map(render))
    }
  }

  /// The state with every word resolved in this locale.
  ///
  /// - Parameter state: The state to localize.
  /// - Returns: What renderers draw.
  public func localize(_ state: EmptyState) -> LocalizedEmptyState {
    LocalizedEmptyState(
      localeIdentifier: localeIdentifier,
      localization: localization,
      direction: direction,
      media: state.media,
      mediaLabel: state.media?.accessibilityLabel.map(string(for:)),
      title: string(for: state.title),
      description: state.description.map(string(for:)),
      actions: state.actions.map { action in
        LocalizedEmptyState.Action(
          id: action.id, title: string(for: action.title), role: action.role,
          symbol: action.symbol, url: action.url)
      },
      tone: state.tone)
  }

  private func render(_ argument: LocalizedText.Argument) -> String {
    switch argument {
    case .quoted(let raw):
      let query = SearchQuery(raw)?.displayText ?? ""
      let isolate = direction == .rightToLeft || TextHygiene.containsRightToLeft(query)
      let inner = isolate ? TextHygiene.isolated(query) : query
      return quotes.begin + inner + quotes.end
    }
  }

  /// Replaces `%@` and `%1$@`-style placeholders with `arguments`, and `%%` with `%`.
  static func format(_ format: String, _ arguments: [String]) -> String {
    var result = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "%" {
        result += "%"
        rest = rest.dropFirst()
        continue
      }
      var index = next
      let digits = rest.prefix(while: \.isNumber)
      if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let position = Int(digits) {
        index = position - 1
        rest = rest.dropFirst(digits.count + 1)
      }
      guard rest.first == "@" else {
        result += "%"
        continue
      }
      rest = rest.dropFirst()
      result += arguments.indices.contains(index) ? arguments[index] : ""
      next = index + 1
    }
    return result + rest
  }

  /// The localizations to try for `tag`, most specific first, limited to `available`.
  static func fallbackChain(for tag: LocaleTag, available: Set<String>) -> [String] {
    let script = tag.script ?? Self.impliedScript(language: tag.language, region: tag.region)
    var candidates: [String] = []
    func add(_ parts: String?...) {
      guard parts.allSatisfy({ $0 != nil }) else { return }
      candidates.append(parts.compactMap(\.self).joined(separator: "-"))
    }
    add(tag.language, tag.script, tag.region)
    add(tag.language, tag.region)
    add(tag.language, script)
    add(tag.language)
    if let preferred = Self.preferredLocalization[tag.language] { candidates.append(preferred) }
    var seen = Set<String>()
    return candidates.filter { available.contains($0) && seen.insert($0).inserted }
  }

  /// The script a language is written in when the identifier names none, where it depends on
  /// the region (Chinese) or matters for the choice of localization.
  private static func impliedScript(language: String, region: String?) -> String? {
    switch (language, region) {
    case ("zh", "TW"?), ("zh", "HK"?), ("zh", "MO"?): "Hant"
    case ("zh", _): "Hans"
    default: nil
    }
  }

  /// The localization a language falls back to when the catalog has none of its own: Portuguese
  /// takes Brazilian, Norwegian (Nynorsk, or unspecified) takes Bokmål.
  private static let preferredLocalization: [String: String] = [
    "pt": "pt-BR", "nn": "nb", "no": "nb",
  ]
}

extension EmptyStateLocalizer {
  /// Why the bundled String Catalog could not be read, or `nil` when it was; a missing catalog
  /// leaves every built-in string showing its key.
  package static var resourceProblem: String? {
    StringCatalog.loadProblem
  }
}
