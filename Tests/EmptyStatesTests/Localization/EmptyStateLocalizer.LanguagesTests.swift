import Foundation
import Testing

@testable import EmptyStates

/// In an app, built-in strings speak the app's languages, not every language the package has.
@Suite struct EmptyStateLocalizerLanguagesTests {
  @Test func anEnglishOnlyAppShowsEnglishPresetsOnAGermanDevice() {
    let app = EmptyStateLocalizer(localeIdentifier: "de-DE", languages: .only(["en"]))
    #expect(app.localize(.offline).title == "You’re Offline")
    #expect(app.localization == "en")
    #expect(app.localize(.noResults(for: "bryce")).title == "No Results for “bryce”")
    let everyLanguage = EmptyStateLocalizer(localeIdentifier: "de-DE")
    #expect(everyLanguage.localize(.offline).title != "You’re Offline")
    #expect(everyLanguage.localization == "de")
  }

  @Test func anAppThatShipsTheLanguageGetsIt() {
    let app = EmptyStateLocalizer(localeIdentifier: "de-AT", languages: .only(["en", "de"]))
    #expect(app.localization == "de")
    #expect(
      app.localize(.offline).title
        == EmptyStateLocalizer(localeIdentifier: "de").localize(.offline).title)
  }

  @Test func theAppsLanguageAlsoSetsQuotesAndDirection() {
    let app = EmptyStateLocalizer(localeIdentifier: "ar", languages: .only(["en", "fr"]))
    #expect(app.direction == .leftToRight)
    #expect(app.localeIdentifier == "en")
    let french = EmptyStateLocalizer(localeIdentifier: "ar", languages: .only(["fr"]))
    #expect(french.localization == "fr")
    #expect(french.localize(.noResults(for: "bryce")).title.contains("«\u{202F}bryce\u{202F}»"))
  }

  @Test func aBundlesLprojFoldersAreItsLanguages() {
    let shipped = EmptyStateLocalizer.Languages.shipped(
      by: LocalizedTextTests.lprojBundle)
    #expect(Set(shipped.allowed ?? []) == ["en", "de", "pt-BR"])
    let portuguese = EmptyStateLocalizer(localeIdentifier: "pt-PT", languages: shipped)
    #expect(portuguese.localization == "pt-BR")
    let japanese = EmptyStateLocalizer(localeIdentifier: "ja", languages: shipped)
    #expect(japanese.localization == "en")
  }

  @Test func baseAndMalformedFolderNamesAreNotLanguages() {
    #expect(
      EmptyStateLocalizer.Languages.only(["Base", "English", "en", "en_GB"]).allowed == [
        "en", "en-GB",
      ])
  }
}

extension EmptyStateLocalizerLanguagesTests {
  @Test func aBundleWithoutLocalizationsLeavesTheChoiceToTheLocale() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LanguagesTests-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let made: Bundle? = Bundle(path: folder.path)
    let bundle = try #require(made)
    #expect(EmptyStateLocalizer.Languages.shipped(by: bundle) == .all)
    #expect(EmptyStateLocalizer.Languages.only([]) != .all)
  }
}
