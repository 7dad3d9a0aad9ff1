import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// App copy given to the SwiftUI layer is looked up in the app's strings, as
/// `ContentUnavailableView("No Notes", …)` is; built-in strings speak the app's languages.
@Suite @MainActor struct EmptyStateLocalizationTests {
  /// An app bundle with German strings for its copy, as Xcode builds a String Catalog.
  static let appBundle: Bundle = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "EmptyStateLocalizationTests-\(ProcessInfo.processInfo.processIdentifier)")
    let german = folder.appendingPathComponent("de.lproj")
    try? FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
    let strings = """
      "No Notes" = "Keine Notizen";
      "Tap the plus button to write your first note." = "Tippe auf Plus, um eine Notiz zu schreiben.";
      "New Note" = "Neue Notiz";
      """
    try? Data(strings.utf8).write(to: german.appendingPathComponent("Localizable.strings"))
    try? FileManager.default.createDirectory(
      at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    let made: Bundle? = Bundle(path: folder.path)
    return made ?? .main
  }()

  func inspect(_ view: some View, locale: String) -> _ViewNode {
    var values = EnvironmentValues()
    values.locale = Locale(identifier: locale)
    return _inspect(view, environment: values)
  }

  @Test func appCopyIsLookedUpInTheAppsStrings() {
    let notes = EmptyState(
      "No Notes", systemImage: "doc.text",
      description: "Tap the plus button to write your first note.",
      actions: [EmptyState.Action("New Note", id: "new-note")])
    let view = EmptyStateView(notes).emptyStateLocalization(bundle: Self.appBundle)
    #expect(
      inspect(view, locale: "de-DE").texts == [
        "Keine Notizen", "Tippe auf Plus, um eine Notiz zu schreiben.", "Neue Notiz",
      ])
    #expect(inspect(view, locale: "en").texts.first == "No Notes")
    let verbatim = EmptyStateView(EmptyState(String("No Notes"), systemImage: "doc.text"))
      .emptyStateLocalization(bundle: Self.appBundle)
    #expect(inspect(verbatim, locale: "de").texts == ["No Notes"])
  }

  @Test func anEnglishOnlyAppShowsEnglishPresetsUnderAGermanLocale() {
    let englishApp = EmptyStateView(.offline).emptyStateLocalization(languages: .only(["en"]))
    #expect(inspect(englishApp, locale: "de").texts.first == "You’re Offline")
    let optedIn = EmptyStateView(.offline).emptyStateLocalization(languages: .all)
    let german = EmptyStateLocalizer(localeIdentifier: "de").localize(.offline).title
    #expect(german != "You’re Offline")
    #expect(inspect(optedIn, locale: "de").texts.first == german)
  }

  @Test func theAppsBundleDecidesTheLanguagesByDefault() {
    // The app bundle ships English and German: German presets under a German locale, English
    // ones (its first language) under a Japanese one.
    let app = EmptyStateLocalizer.Languages.shipped(by: Self.appBundle)
    let view = EmptyStateView(.offline).emptyStateLocalization(languages: app)
    let german = EmptyStateLocalizer(localeIdentifier: "de").localize(.offline).title
    #expect(inspect(view, locale: "de-AT").texts.first == german)
    #expect(inspect(view, locale: "ja").texts.first == "You’re Offline")
    let japanese = EmptyStateLocalizer(localeIdentifier: "ja").localize(.offline).title
    #expect(japanese != "You’re Offline")
  }
}
