import Foundation
import Testing

@testable import EmptyStates

@Suite struct EmptyStateLocalizerTests {
  @Test func everyKeyUsedInCodeIsInTheCatalogInEnglish() {
    let catalog = SourceCatalog.package
    var texts = EmptyState.Preset.allCases.flatMap { preset in
      let state = preset.emptyState(query: "q")
      return [state.title] + [state.description].compactMap(\.self) + state.actions.map(\.title)
    }
    texts += [EmptyState.noResults(for: nil).title, EmptyState.Action.clearSearch.title, .loading]
    for text in texts {
      guard case .catalog(let key, _) = text.storage else {
        Issue.record("built-in text must come from the catalog: \(text)")
        continue
      }
      #expect(catalog.strings[key]?["en"] != nil, "missing English for \(key)")
    }
  }

  @Test func verbatimTextIsKeptAsGiven() {
    let localizer = EmptyStateLocalizer(localeIdentifier: "de")
    #expect(localizer.string(for: "No Landmarks") == "No Landmarks")
    #expect(localizer.string(for: .verbatim("empty.title")) == "empty.title")
  }

  @Test func unknownLanguageFallsBackToEnglish() {
    let localizer = EmptyStateLocalizer(localeIdentifier: "tlh")
    #expect(localizer.localization == "en")
    #expect(localizer.localeIdentifier == "tlh")
    #expect(localizer.string(for: .loading) == "Loading…")
  }

  @Test(arguments: [
    ("%@", ["x"], "x"), ("No Results for %@", ["“q”"], "No Results for “q”"),
    ("%2$@ then %1$@", ["a", "b"], "b then a"), ("100%% sure", [], "100% sure"),
    ("%@ and %@", ["a"], "a and "), ("trailing %", [], "trailing %"), ("%d", ["7"], "7"),
    ("%lld items", ["7"], "7 items"), ("%1$lld of %2$@", ["1", "x"], "1 of x"), ("%f", ["x"], "%f"),
  ])
  func formatsPlaceholders(format: String, arguments: [String], expected: String) {
    #expect(EmptyStateLocalizer.format(format, arguments) == expected)
  }

  @Test(arguments: [
    (
      "zh-Hant-HK", ["zh-Hant-HK", "zh-HK", "zh-Hant", "zh", "pt-BR", "pt", "en"],
      ["zh-Hant-HK", "zh-HK", "zh-Hant", "zh"]
    ),
    ("zh-HK", ["zh-HK", "zh-Hant", "zh-Hans", "en"], ["zh-HK", "zh-Hant"]),
    ("zh-TW", ["zh-Hant", "zh-Hans", "en"], ["zh-Hant"]),
    ("zh", ["zh-Hant", "zh-Hans", "en"], ["zh-Hans"]),
    // A script the package has no localization in reads the one the language implies.
    ("zh-Latn", ["zh-Hant", "zh-Hans", "en"], ["zh-Hans"]),
    ("zh_Hanh_TW", ["zh-Hant", "zh-Hans", "en"], ["zh-Hant"]),
    ("zh-Hant", ["zh-Hant", "zh-Hans", "en"], ["zh-Hant"]),
    ("pt", ["pt-BR", "pt-PT", "en"], ["pt-BR"]),
    ("pt-PT", ["pt-BR", "pt-PT", "en"], ["pt-PT", "pt-BR"]),
    ("fr_CA", ["fr", "fr-CA", "en"], ["fr-CA", "fr"]),
    ("de-AT", ["de", "en"], ["de"]),
    ("nb-NO", ["nb", "en"], ["nb"]),
    ("no", ["nb", "en"], ["nb"]),
  ])
  func fallsBackAlongTheLocaleChain(identifier: String, available: [String], chain: [String]) {
    #expect(
      EmptyStateLocalizer.fallbackChain(for: LocaleTag(identifier), isAvailable: available.contains)
        == chain)
  }

  /// Built-in strings where German lacks `offline.description` and Austrian German has only a
  /// title; the requests for tables are recorded.
  static func partialStrings(recording requests: Requests) -> BuiltInStrings {
    let tables = [
      "en": ["offline.title": "You’re Offline", "offline.description": "Check your connection."],
      "de": ["offline.title": "Keine Verbindung", "action.retry": "Erneut versuchen"],
      "de-AT": ["offline.title": "Offline"],
    ]
    let keys = ["action.retry", "offline.description", "offline.title"]
    return BuiltInStrings(
      sourceLanguage: "en", keys: keys, localizations: ["de", "de-AT", "en"],
      tables: { localization in
        requests.append(localization)
        return tables[localization].map { table in keys.map { table[$0] } }
      })
  }

  @Test func aMissingTranslationFallsBackAlongTheChainAndNeverToTheKey() {
    let localizer = EmptyStateLocalizer(
      localeIdentifier: "de-AT", strings: Self.partialStrings(recording: Requests()))
    let offline = localizer.localize(.offline)
    #expect(offline.title == "Offline")
    #expect(offline.description == "Check your connection.")
    #expect(offline.actions.map(\.title) == ["Erneut versuchen"])
    #expect(localizer.localization == "de-AT")
  }

  @Test func aLocalizerReadsItsChainsTablesOnceAndNoOther() {
    let requests = Requests()
    let localizer = EmptyStateLocalizer(
      localeIdentifier: "de-AT", strings: Self.partialStrings(recording: requests))
    #expect(requests.all == ["de-AT", "de", "en"])
    _ = localizer.localize(.offline)
    _ = localizer.localize(.noResults(for: "bryce"))
    #expect(requests.all == ["de-AT", "de", "en"])
    _ = EmptyStateLocalizer(
      localeIdentifier: "fr", strings: Self.partialStrings(recording: requests))
    #expect(requests.all == ["de-AT", "de", "en", "en"])
  }

  /// The localizations a table was asked for, in order.
  final class Requests: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [String] = []

    var all: [String] {
      lock.withLock { requests }
    }

    func append(_ localization: String) {
      lock.withLock { requests.append(localization) }
    }
  }

  @Test func quotesTheQueryWithTheLocalesMarks() {
    let localizer = EmptyStateLocalizer(localeIdentifier: "de")
    let foundation = Locale(identifier: "de")
    let title = localizer.localize(.noResults(for: "bryce")).title
    let quoted =
      (foundation.quotationBeginDelimiter ?? "") + "bryce"
      + (foundation.quotationEndDelimiter ?? "")
    #expect(title.contains(quoted))
  }

  @Test func rightToLeftQueryIsIsolatedInALeftToRightSentence() {
    let title = EmptyStateLocalizer(localeIdentifier: "en").localize(.noResults(for: "שלום")).title
    #expect(title == "No Results for “\u{2068}שלום\u{2069}”")
  }

  @Test func leftToRightQueryIsIsolatedInARightToLeftLocale() {
    let localizer = EmptyStateLocalizer(localeIdentifier: "ar")
    #expect(localizer.direction == .rightToLeft)
    #expect(localizer.localize(.noResults(for: "bryce")).title.contains("\u{2068}bryce\u{2069}"))
  }

  @Test func queryCannotBreakOutOfItsIsolation() {
    let title = EmptyStateLocalizer(localeIdentifier: "ar").localize(
      .noResults(for: "a\u{2069}\u{202E}b")
    ).title
    #expect(title.contains("\u{2068}ab\u{2069}"))
    #expect(!title.unicodeScalars.contains("\u{202E}"))
  }

  @Test func localizesEveryPart() {
    let state = EmptyState(
      "Title", media: EmptyState.Media(.symbol("tray"), accessibilityLabel: "Inbox tray"),
      description: "Words",
      actions: [.retry], tone: .error)
    let localized = EmptyStateLocalizer(localeIdentifier: "en-GB").localize(state)
    #expect(localized.localeIdentifier == "en-GB")
    #expect(localized.media?.label == "Inbox tray")
    #expect(localized.actions.map(\.title) == ["Try Again"])
    #expect(localized.tone == .error)
  }
}
