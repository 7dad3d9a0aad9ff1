import Foundation
import Testing

@testable import EmptyStates

/// App copy behaves as SwiftUI's does: literals are keys of the app's strings, looked up in its
/// bundle for the locale; `String` values and `verbatim` are shown as given.
@Suite struct LocalizedTextTests {
  /// A bundle on disk with German and English `.lproj` tables, as Xcode builds an app's strings.
  static let lprojBundle: Bundle = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LocalizedTextTests-\(ProcessInfo.processInfo.processIdentifier)")
      .appendingPathComponent("App.bundle")
    let tables = [
      "en": #""No Notes" = "No Notes";"#,
      "de": """
      /* An empty list of notes. */
      "No Notes" = "Keine Notizen";
      "%@ Is Empty" = "%@ ist leer";
      "%lld Notes Hidden" = "%lld Notizen ausgeblendet";
      """,
      "pt-BR": #""No Notes" = "Nenhuma nota";"#,
    ]
    for (localization, text) in tables {
      let lproj = folder.appendingPathComponent(localization + ".lproj")
      try? FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try? Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
    let inbox = folder.appendingPathComponent("de.lproj").appendingPathComponent("Inbox.strings")
    try? Data(#""No Notes" = "Posteingang leer";"#.utf8).write(to: inbox)
    // Failable on Apple platforms, not in Linux's Foundation; .main fails every lookup test.
    let made: Bundle? = Bundle(path: folder.path)
    return made ?? .main
  }()

  /// A bundle holding a String Catalog at its root, as SwiftPM copies one on Linux.
  static let catalogBundle: Bundle = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LocalizedTextTests-\(ProcessInfo.processInfo.processIdentifier)")
      .appendingPathComponent("Server.bundle")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"No Notes": {"localizations": {
        "fr": {"stringUnit": {"state": "translated", "value": "Aucune note"}}}}}}
      """
    try? Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    // Failable on Apple platforms, not in Linux's Foundation; .main fails every lookup test.
    let made: Bundle? = Bundle(path: folder.path)
    return made ?? .main
  }()

  @Test func interpolationBuildsTheKeySwiftUIWould() {
    let name = "Drafts"
    let count = 3
    #expect(
      ("\(name) Is Empty" as LocalizedText).storage
        == .app(key: "%@ Is Empty", table: nil, arguments: ["Drafts"]))
    #expect(
      ("\(count) Notes Hidden" as LocalizedText).storage
        == .app(key: "%lld Notes Hidden", table: nil, arguments: ["3"]))
    #expect(
      ("100% of \(name)" as LocalizedText).storage
        == .app(key: "100%% of %@", table: nil, arguments: ["Drafts"]))
  }

  @Test func appKeysAreLookedUpInTheAppsBundleForTheLocale() {
    let german = EmptyStateLocalizer(
      localeIdentifier: "de-AT", bundle: Self.lprojBundle)
    let folder = "Entwürfe"
    let state = EmptyState("No Notes", systemImage: "note", description: "\(folder) Is Empty")
    let localized = german.localize(state)
    #expect(localized.title == "Keine Notizen")
    #expect(localized.description == "Entwürfe ist leer")
    #expect(german.string(for: "\(7) Notes Hidden") == "7 Notizen ausgeblendet")
    #expect(german.string(for: .localized("No Notes", table: "Inbox")) == "Posteingang leer")
    let brazilian = EmptyStateLocalizer(
      localeIdentifier: "pt", bundle: Self.lprojBundle)
    #expect(brazilian.string(for: "No Notes") == "Nenhuma nota")
  }

  @Test func aStringCatalogAtTheBundleRootIsReadToo() {
    let french = EmptyStateLocalizer(
      localeIdentifier: "fr-CA", bundle: Self.catalogBundle)
    #expect(french.string(for: "No Notes") == "Aucune note")
  }

  @Test func missingTranslationsAndVerbatimTextShowAsWritten() {
    let german = EmptyStateLocalizer(localeIdentifier: "de", bundle: Self.lprojBundle)
    #expect(german.string(for: "No Drafts") == "No Drafts")
    #expect(german.string(for: .verbatim("No Notes")) == "No Notes")
    #expect(german.string(for: .localized("No Notes", table: "Missing")) == "No Notes")
    let japanese = EmptyStateLocalizer(
      localeIdentifier: "ja", bundle: Self.lprojBundle)
    #expect(japanese.string(for: "No Notes") == "No Notes")
    let noBundle = EmptyStateLocalizer(localeIdentifier: "de")
    #expect(noBundle.string(for: "No Notes") == "No Notes")
    #expect(noBundle.string(for: "\("Drafts") Is Empty") == "Drafts Is Empty")
  }

  @Test func appArgumentsCannotSmuggleControlCharacters() {
    let german = EmptyStateLocalizer(localeIdentifier: "de", bundle: Self.lprojBundle)
    let hostile = "x\u{1B}[31m\u{202E}y"
    let text = german.string(for: "\(hostile) Is Empty")
    #expect(text.hasSuffix(" ist leer"))
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }

  @Test func appKeysSurviveJSON() throws {
    let text: LocalizedText = .localized("No Notes", table: "Inbox")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(text)
    #expect(String(decoding: data, as: UTF8.self) == #"{"localized":"No Notes","table":"Inbox"}"#)
    #expect(try JSONDecoder().decode(LocalizedText.self, from: data) == text)
    let plain = try JSONDecoder().decode(LocalizedText.self, from: Data(#""No Notes""#.utf8))
    #expect(plain == .verbatim("No Notes"))
  }
}
