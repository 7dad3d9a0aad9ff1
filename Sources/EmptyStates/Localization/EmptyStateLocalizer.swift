import Foundation

/// Resolves the words of an ``EmptyState`` for one locale.
///
/// Built-in strings come from the package's String Catalog, compiled in, falling back along the
/// locale's chain (`pt-PT` → `pt-BR` → English); the app's own keys (string literals, see
/// ``LocalizedText``) are looked up in the app's bundle; verbatim text is kept as given. A search
/// query is put between the locale's quotation marks and isolated for bidirectional text.
///
/// ```swift
/// let localizer = EmptyStateLocalizer(localeIdentifier: "en")
/// localizer.localize(.noResults(for: "bryce")).title  // "No Results for “bryce”"
/// ```
///
/// A server passes each request's locale and the bundle that holds its copy; an app's SwiftUI
/// views get a localizer that follows the app's own languages (see ``Languages``).
public struct EmptyStateLocalizer: Sendable {
  /// The canonical identifier of the locale, such as `"zh-Hant-HK"` — the app's language
  /// instead when ``Languages`` keeps the requested one out.
  public let localeIdentifier: String
  /// The String Catalog localization whose strings are used, such as `"en"`.
  public let localization: String
  /// The direction the locale writes in.
  public let direction: EmptyState.TextDirection
  private let strings: BuiltInStrings
  /// The built-in strings of the fallback chain, most specific first: the only tables read.
  private let tables: [[String?]]
  private let quotes: QuotationMarks
  private let appStrings: AppStrings?
  private let appChain: [String]

  /// Creates a localizer for a locale.
  ///
  /// - Parameters:
  ///   - locale: The locale whose strings, quotation marks and direction to use.
  ///   - languages: The languages built-in strings may use; all of the package's by default.
  ///   - bundle: Where the app's own keys are looked up; without one, a key shows as written.
  public init(locale: Locale = .current, languages: Languages = .all, bundle: Bundle? = nil) {
    self.init(localeIdentifier: locale.identifier, languages: languages, bundle: bundle)
  }

  /// Creates a localizer for a locale identifier such as `"de"`, `"pt_BR"` or `"zh-Hant-HK"`.
  ///
  /// An identifier that names no translated language falls back to English.
  ///
  /// - Parameters:
  ///   - localeIdentifier: A BCP 47 or ICU locale identifier.
  ///   - languages: The languages built-in strings may use; all of the package's by default.
  ///   - bundle: Where the app's own keys are looked up; without one, a key shows as written.
  public init(localeIdentifier: String, languages: Languages = .all, bundle: Bundle? = nil) {
    self.init(
      localeIdentifier: localeIdentifier, languages: languages,
      appStrings: bundle.map(AppStrings.init(bundle:)))
  }

  /// Everything a localizer uses is decided here, once: the fallback chain, its tables, the
  /// direction and the quotation marks; ``localize(_:)`` only looks up and substitutes.
  init(
    localeIdentifier: String, languages: Languages = .all, appStrings: AppStrings? = nil,
    strings: BuiltInStrings = .compiled
  ) {
    var tag = LocaleTag(localeIdentifier)
    let allowed = languages.allowed
    // Built-in strings speak the app's language: the closest one it ships, or its first.
    if let allowed, Self.fallbackChain(for: tag, isAvailable: allowed.contains).isEmpty {
      tag = LocaleTag(allowed.contains("en") ? "en" : allowed.first ?? strings.sourceLanguage)
    }
    var chain = Self.fallbackChain(for: tag) { localization in
      strings.isAvailable(localization) && allowed?.contains(localization) != false
    }
    if !chain.contains(strings.sourceLanguage) { chain.append(strings.sourceLanguage) }
    self.localeIdentifier = tag.identifier
    localization = chain.first ?? strings.sourceLanguage
    self.strings = strings
    tables = chain.compactMap(strings.table(for:))
    direction = EmptyState.TextDirection(tag)
    quotes = QuotationMarks(for: tag)
    self.appStrings = appStrings
    appChain =
      appStrings.map { app in
        Self.fallbackChain(for: tag, isAvailable: app.localizations.contains)
      } ?? []
  }

  /// Whether `identifier` has the shape of a locale identifier (`en`, `pt-BR`, `zh_Hant_HK`).
  ///
  /// - Parameter identifier: The text to check.
  /// - Returns: `false` for text that cannot name a locale, such as `"123"` or `"en--US"`.
  public static func isWellFormed(_ identifier: String) -> Bool {
    LocaleTag.isWellFormed(identifier)
  }

  /// The localizations the package's String Catalog has strings for, sorted.
  public static var localizations: [String] {
    BuiltInStrings.compiled.localizations
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
      let format = builtIn(key) ?? key
      return Self.format(format, arguments.map(render))
    case .app(let key, let table, let arguments):
      let format =
        appStrings.flatMap { strings in
          appChain.lazy.compactMap { strings.value(for: key, table: table, localization: $0) }
            .first
        } ?? key
      return Self.format(format, arguments.map { TextHygiene.displayable($0) })
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
      media: state.media.map { media in
        LocalizedEmptyState.Media(
          source: media.source, variant: media.variant, animation: media.animation,
          label: media.accessibilityLabel.map(string(for:)))
      },
      title: string(for: state.title),
      description: state.description.map(string(for:)),
      actions: state.actions.map { action in
        LocalizedEmptyState.Action(
          id: action.id, title: string(for: action.title), role: action.role,
          symbol: action.symbol, url: action.url)
      },
      tone: state.tone)
  }

  /// The built-in string `key` in the first localization of the chain that has it.
  private func builtIn(_ key: String) -> String? {
    guard let position = strings.position(of: key) else { return nil }
    for table in tables where table.indices.contains(position) {
      if let text = table[position] { return text }
    }
    return nil
  }

  private func render(_ argument: LocalizedText.Argument) -> String {
    switch argument {
    case .quoted(let raw):
      return quoted(raw)
    case .quotedList(let names):
      let items = names.map { quoted(string(for: $0)) }
      let list = items.formatted(.list(type: .and).locale(Locale(identifier: localeIdentifier)))
      // Each item is already isolated inside its quotation marks; an isolate the list format
      // adds around a whole item would lay the marks out in the item's direction instead of
      // the locale's.
      return items.reduce(list) { text, item in
        text.replacingOccurrences(of: TextHygiene.isolated(item), with: item)
      }
    }
  }

  /// `raw`, cleaned like a search query, between the locale's quotation marks and isolated for
  /// bidirectional display.
  private func quoted(_ raw: String) -> String {
    let query = SearchQuery(raw)?.displayText ?? ""
    let isolate = direction == .rightToLeft || TextHygiene.containsRightToLeft(query)
    let inner = isolate ? TextHygiene.isolated(query) : query
    return quotes.begin + inner + quotes.end
  }

  /// Replaces `%@`, `%lld` and positional (`%1$@`) placeholders with `arguments`, and `%%`
  /// with `%`.
  static func format(_ format: String, _ arguments: [String]) -> String {
    // Most strings have no placeholder: returned as they are, nothing copied.
    guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
    var result = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      // `append(contentsOf:)` with a substring, not `+=`: the generic `+=` pays for a runtime
      // lookup on its first use in a process.
      result.append(contentsOf: rest[..<percent])
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
      guard let conversion = Self.conversions.first(where: { rest.hasPrefix($0) }) else {
        result += "%"
        continue
      }
      rest = rest.dropFirst(conversion.count)
      result += arguments.indices.contains(index) ? arguments[index] : ""
      next = index + 1
    }
    result.append(contentsOf: rest)
    return result
  }

  /// The placeholder conversions ``format(_:_:)`` fills: `%@` for text; `%lld` and its kin for
  /// the integers an interpolated key holds.
  private static let conversions = ["@", "lld", "llu", "ld", "lu", "d", "u"]

  /// The localizations to try for `tag`, most specific first, limited to those `isAvailable`
  /// accepts.
  static func fallbackChain(for tag: LocaleTag, isAvailable: (String) -> Bool) -> [String] {
    let language = tag.language
    var chain: [String] = []
    func consider(_ candidate: String) {
      if isAvailable(candidate), !chain.contains(candidate) { chain.append(candidate) }
    }
    if let script = tag.script, let region = tag.region {
      consider(language + "-" + script + "-" + region)
    }
    if let region = tag.region { consider(language + "-" + region) }
    // The script named, or, where it has no localization (`zh-Latn`), the one implied.
    let scripts = [tag.script, Self.impliedScript(language: language, region: tag.region)]
    if let script = scripts.compactMap({ $0 }).first(where: { isAvailable(language + "-" + $0) }) {
      consider(language + "-" + script)
    }
    consider(language)
    if let preferred = Self.preferredLocalization(language) { consider(preferred) }
    return chain
  }

  /// The script a language is written in when the identifier names none (or one the package has
  /// no localization in), where it depends on the region (Chinese) or matters for the choice of
  /// localization.
  private static func impliedScript(language: String, region: String?) -> String? {
    switch (language, region) {
    case ("zh", "TW"?), ("zh", "HK"?), ("zh", "MO"?): "Hant"
    case ("zh", _): "Hans"
    default: nil
    }
  }

  /// The localization a language falls back to when the catalog has none of its own: Portuguese
  /// takes Brazilian, Norwegian (Nynorsk, or unspecified) takes Bokmål.
  private static func preferredLocalization(_ language: String) -> String? {
    switch language {
    case "pt": "pt-BR"
    case "nn", "no": "nb"
    default: nil
    }
  }
}
