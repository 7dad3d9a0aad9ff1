import Foundation
import Testing

@testable import EmptyStates

@Suite struct TranslationTests {
  static let catalog = SourceCatalog.package
  static let locales = catalog.localizations
  static let nonEnglish = locales.filter { !$0.hasPrefix("en") }
  static let required = [
    "ar", "he", "fa", "ur", "ja", "ko", "zh-Hans", "zh-Hant", "zh-HK", "hi", "bn", "th", "vi", "id",
    "ms", "de", "fr", "fr-CA", "es", "es-419", "it", "pt-BR", "pt-PT", "nl", "sv", "da", "nb", "fi",
    "is", "pl", "cs", "sk", "hu", "ro", "hr", "sl", "sr", "bg", "uk", "ru", "el", "tr", "ca", "en",
    "en-GB", "en-AU",
  ]

  @Test func catalogHasEveryRequiredLocale() {
    #expect(Self.locales.count >= 40)
    #expect(
      Set(Self.required).isSubset(of: Set(Self.locales)),
      "\(Set(Self.required).subtracting(Self.locales))")
  }

  @Test(arguments: locales)
  func everyKeyIsTranslated(locale: String) {
    for (key, translations) in Self.catalog.strings {
      let value = translations[locale]
      #expect(value?.isEmpty == false, "\(key) missing in \(locale)")
    }
  }

  @Test(arguments: locales)
  func translationsKeepTheirPlaceholders(locale: String) throws {
    for (key, translations) in Self.catalog.strings {
      let english = try #require(translations["en"])
      let value = try #require(translations[locale])
      #expect(Self.placeholders(value) == Self.placeholders(english), "\(locale) \(key): \(value)")
    }
  }

  @Test(arguments: nonEnglish)
  func nonEnglishLocalesAreNotEnglish(locale: String) throws {
    for (key, translations) in Self.catalog.strings {
      #expect(translations[locale] != translations["en"], "\(locale) \(key) is still English")
    }
  }

  @Test(arguments: locales)
  func translationsUseTypographicPunctuation(locale: String) throws {
    for (key, translations) in Self.catalog.strings {
      let value = try #require(translations[locale])
      #expect(!value.contains("..."), "\(locale) \(key)")
      #expect(
        !value.contains("\"%@") && !value.contains("%@\""),
        "\(locale) \(key) quotes the placeholder")
      #expect(
        !value.unicodeScalars.contains {
          (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        })
    }
  }

  static func placeholders(_ text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let percent = rest.firstIndex(of: "%") {
      rest = rest[rest.index(after: percent)...]
      let spec =
        rest.prefix { !$0.isLetter && $0 != "@" && $0 != "%" }
        + rest.drop { !$0.isLetter && $0 != "@" && $0 != "%" }.prefix(1)
      found.append(String(spec))
      rest = rest.dropFirst(spec.count)
    }
    return found
  }

  @Test(arguments: locales)
  func noResultsTitleQuotesTheQueryWithTheLocalesMarks(locale: String) throws {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    let title = localizer.localize(.noResults(for: "bryce")).title
    let foundation = Locale(identifier: locale)
    let begin = try #require(foundation.quotationBeginDelimiter)
    let end = try #require(foundation.quotationEndDelimiter)
    let isolated = localizer.direction == .rightToLeft ? "\u{2068}bryce\u{2069}" : "bryce"
    let spacer = LocaleTag(locale).language == "fr" && begin == "«" ? "\u{202F}" : ""
    #expect(title.contains(begin + spacer + isolated + spacer + end), "\(locale): \(title)")
    #expect(title != "No Results for “bryce”" || locale.hasPrefix("en"))
  }

  @Test(arguments: ["ar", "he", "fa", "ur"])
  func rightToLeftLocalesIsolateTheQuery(locale: String) {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    #expect(localizer.direction == .rightToLeft)
    #expect(localizer.localize(.noResults(for: "bryce")).title.contains("\u{2068}bryce\u{2069}"))
  }

  @Test func frenchSetsNarrowSpacesInsideGuillemets() {
    let title = EmptyStateLocalizer(localeIdentifier: "fr").localize(.noResults(for: "bryce")).title
    #expect(title == "Aucun résultat pour «\u{202F}bryce\u{202F}»")
  }

  /// Locales and the localization whose strings they show, by the documented fallback rules:
  /// the most specific localization of the language (by script for Chinese, Traditional for
  /// Taiwan, Hong Kong and Macao), then Brazilian for Portuguese and Bokmål for Norwegian, then
  /// English.
  static let fallbacks = [
    ("zh-Hant-HK", "zh-HK"), ("zh-HK", "zh-HK"), ("zh-TW", "zh-Hant"), ("zh-MO", "zh-Hant"),
    ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("pt", "pt-BR"), ("pt-AO", "pt-BR"),
    ("pt-PT", "pt-PT"), ("es-MX", "es"), ("es-419", "es-419"), ("fr-BE", "fr"),
    ("fr-CA", "fr-CA"), ("no", "nb"), ("nn", "nb"), ("sr-RS", "sr"), ("sr-Latn", "sr"),
    ("de-CH", "de"), ("en-IN", "en"), ("en-GB", "en-GB"), ("xx", "en"), ("iw", "en"),
    ("tlh", "en"), ("dv-Thaa", "en"), ("ar-EG", "ar"), ("ja_JP", "ja"),
  ]

  @Test(arguments: fallbacks)
  func fallsBackAlongTheChain(identifier: String, localization: String) {
    #expect(EmptyStateLocalizer(localeIdentifier: identifier).localization == localization)
  }

  /// Every preset, localized for every catalog localization and every locale above, says what
  /// the catalog says in the localization the fallback rules pick, with the query between the
  /// marks Foundation gives the locale.
  @Test(arguments: locales.map { ($0, $0) } + fallbacks)
  func everyPresetSaysWhatTheCatalogSays(identifier: String, localization: String) throws {
    let localizer = EmptyStateLocalizer(localeIdentifier: identifier)
    let tag = LocaleTag(identifier)
    let foundation = Locale(identifier: tag.identifier)
    let begin = try #require(foundation.quotationBeginDelimiter)
    let end = try #require(foundation.quotationEndDelimiter)
    let space = tag.language == "fr" && begin == "«" ? "\u{202F}" : ""
    let query = localizer.direction == .rightToLeft ? "\u{2068}bryce\u{2069}" : "bryce"
    let quoted = begin + space + query + space + end
    /// The catalog's text for a built-in string, `nil` for any other text.
    func reference(_ text: LocalizedText) -> String? {
      guard case .catalog(let key, let arguments) = text.storage,
        let translated = Self.catalog.strings[key]?[localization]
      else { return nil }
      return arguments.isEmpty
        ? translated : translated.replacingOccurrences(of: "%@", with: quoted)
    }
    #expect(!EmptyState.Preset.allCases.isEmpty)
    for preset in EmptyState.Preset.allCases {
      let state = preset.emptyState(query: "bryce")
      let localized = localizer.localize(state)
      #expect(localized.localization == localization)
      #expect(localized.title == reference(state.title), "\(identifier) \(preset)")
      #expect(
        localized.description == state.description.flatMap(reference), "\(identifier) \(preset)")
      #expect(
        localized.actions.map(\.title) == state.actions.map { reference($0.title) },
        "\(identifier) \(preset)")
    }
  }

  /// The no-results state with filters on, with and without a query and with named and
  /// unnamed filters, says what the catalog says in every localization: one filter's name
  /// between the locale's marks (isolated in right-to-left locales, like a query), and the
  /// actions Clear Search (with a query) and Clear Filters.
  @Test(arguments: locales)
  func filteredNoResultsSaysWhatTheCatalogSays(locale: String) throws {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    let foundation = Locale(identifier: LocaleTag(locale).identifier)
    let begin = try #require(foundation.quotationBeginDelimiter)
    let end = try #require(foundation.quotationEndDelimiter)
    let space = LocaleTag(locale).language == "fr" && begin == "«" ? "\u{202F}" : ""
    func quoted(_ text: String) -> String {
      let inner = localizer.direction == .rightToLeft ? "\u{2068}\(text)\u{2069}" : text
      return begin + space + inner + space + end
    }
    func catalog(_ key: String) throws -> String {
      try #require(Self.catalog.strings[key]?[locale], "\(key) in \(locale)")
    }
    let clearSearch = try catalog("action.clear-search")
    let clearFilters = try catalog("action.clear-filters")
    let cases: [(String?, SearchFilters, String, [String])] = [
      (nil, ["Unread"], "no-results.description.filters", [clearFilters]),
      ("bryce", ["Unread"], "no-results.description.filters.query", [clearSearch, clearFilters]),
      (nil, SearchFilters(count: 2), "no-results.description.filters.unnamed", [clearFilters]),
      (
        "bryce", SearchFilters(count: 1), "no-results.description.filters.unnamed.query",
        [clearSearch, clearFilters]
      ),
    ]
    for (query, filters, key, actions) in cases {
      let state = localizer.localize(.noResults(for: query, filters: filters))
      let title =
        query == nil
        ? try catalog("no-results.title")
        : try catalog("no-results.title.query").replacingOccurrences(
          of: "%@", with: quoted("bryce"))
      #expect(state.title == title, "\(locale) \(key)")
      #expect(
        state.description
          == (try catalog(key)).replacingOccurrences(of: "%@", with: quoted("Unread")),
        "\(locale) \(key)")
      #expect(state.actions.map(\.title) == actions, "\(locale) \(key)")
    }
    let two = try #require(
      localizer.localize(.noResults(for: nil, filters: ["Unread", "Flagged"])).description)
    let first = try #require(two.range(of: quoted("Unread")), "\(locale): \(two)")
    let second = try #require(two.range(of: quoted("Flagged")), "\(locale): \(two)")
    #expect(first.upperBound <= second.lowerBound, "\(locale): \(two)")
  }

  @Test(arguments: ["ar", "he", "fa", "ur"])
  func rightToLeftListsIsolateEachNameInsideItsMarksOnly(locale: String) throws {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    let description = try #require(
      localizer.localize(.noResults(for: nil, filters: ["Unread", "Flagged"])).description)
    let isolates = description.unicodeScalars.filter { $0 == "\u{2068}" || $0 == "\u{2069}" }
    // One isolate a name, inside its quotation marks, none around them.
    #expect(isolates.count == 4, "\(locale): \(description.debugDescription)")
    #expect(description.contains("\u{2068}Unread\u{2069}"))
    #expect(description.contains("\u{2068}Flagged\u{2069}"))
  }

  @Test(arguments: EmptyState.Preset.allCases)
  func everyPresetIsTranslatedInEveryLocale(preset: EmptyState.Preset) {
    let english = EmptyStateLocalizer(localeIdentifier: "en").localize(
      preset.emptyState(query: "q"))
    for locale in Self.nonEnglish {
      let localized = EmptyStateLocalizer(localeIdentifier: locale).localize(
        preset.emptyState(query: "q"))
      #expect(localized.title != english.title, "\(preset) \(locale)")
      #expect(localized.description != english.description, "\(preset) \(locale)")
      #expect(
        localized.actions.map(\.title) != english.actions.map(\.title) || english.actions.isEmpty)
    }
  }

  @Test func loadingLabelIsTranslated() {
    #expect(EmptyStateLocalizer(localeIdentifier: "ja").string(for: .loading) == "読み込み中…")
  }
}
