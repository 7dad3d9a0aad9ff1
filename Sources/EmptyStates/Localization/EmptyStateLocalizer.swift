import Foundation

/// Resolves the words of an ``EmptyState`` for one locale.
///
/// Built-in strings come from the package's String Catalog, falling back along the locale's
/// chain (`pt-PT` → `pt` → English); the app's own keys (string literals, see ``LocalizedText``)
/// are looked up in the app's bundle; verbatim text is kept as given. A search query is put
/// between the locale's quotation marks and isolated for bidirectional text.
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
  private let catalog: StringCatalog
  private let chain: [String]
  private let quotes: (begin: String, end: String)
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
      appStrings: bundle.map(AppStrings.init(bundle:)), catalog: .bundled)
  }

  init(
    localeIdentifier: String, languages: Languages = .all, appStrings: AppStrings? = nil,
    catalog: StringCatalog
  ) {
    var tag = LocaleTag(localeIdentifier)
    var available = Set(catalog.localizations)
    if let allowed = languages.allowed {
      // Built-in strings speak the app's language: the closest one it ships, or its first.
      if Self.fallbackChain(for: tag, available: Set(allowed)).isEmpty {
        tag = LocaleTag(allowed.contains("en") ? "en" : allowed.first ?? catalog.sourceLanguage)
      }
      available.formIntersection(allowed)
    }
    self.catalog = catalog
    self.localeIdentifier = tag.identifier
    chain = Self.fallbackChain(for: tag, available: available) + [catalog.sourceLanguage]
    localization = chain.first ?? catalog.sourceLanguage
    direction = EmptyState.TextDirection(localeIdentifier: tag.identifier)
    quotes = Self.quotationMarks(for: tag)
    self.appStrings = appStrings
    appChain =
      appStrings.map { Self.fallbackChain(for: tag, available: Set($0.localizations)) } ?? []
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

  /// The localizations the package's String Catalog has strings for, sorted.
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
      let format = chain.lazy.compactMap { catalog.value(for: key, in: $0) }.first ?? key
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

  private func render(_ argument: LocalizedText.Argument) -> String {
    switch argument {
    case .quoted(let raw):
      let query = SearchQuery(raw)?.displayText ?? ""
      let isolate = direction == .rightToLeft || TextHygiene.containsRightToLeft(query)
      let inner = isolate ? TextHygiene.isolated(query) : query
      return quotes.begin + inner + quotes.end
    }
  }

  /// Replaces `%@`, `%lld` and positional (`%1$@`) placeholders with `arguments`, and `%%`
  /// with `%`.
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
      // `%@` for text; `%lld` and its kin for the integers an interpolated key holds.
      let conversions = ["@", "lld", "llu", "ld", "lu", "d", "u"]
      guard let conversion = conversions.first(where: { rest.hasPrefix($0) }) else {
        result += "%"
        continue
      }
      rest = rest.dropFirst(conversion.count)
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
  /// Why the package's String Catalog could not be read, or `nil` when it was.
  ///
  /// The catalog is a resource beside the executable (`<package>_EmptyStates.resources` on
  /// Linux); a deployment that copies only the binary loses it. Built-in strings then fall back
  /// to their English text, compiled in, never to their keys — and this says why, for a launch
  /// check or a health endpoint.
  public static var catalogProblem: String? {
    StringCatalog.loadProblem
  }
}
