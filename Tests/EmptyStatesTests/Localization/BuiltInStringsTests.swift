import Foundation
import Testing

@testable import EmptyStates

/// The compiled-in strings are the String Catalog's, key for key and locale for locale, and the
/// generated tables are what the script writes from the catalog now.
@Suite struct BuiltInStringsTests {
  static let catalog = SourceCatalog.package
  static let script = "Scripts/generate-localization-tables.swift"

  @Test func theCompiledInKeysAndLocalizationsAreTheCatalogs() {
    #expect(Self.catalog.localizations.count >= 40)
    #expect(
      BuiltInStrings.compiled.keys == Self.catalog.strings.keys.sorted(), "run \(Self.script)")
    #expect(
      BuiltInStrings.compiled.localizations == Self.catalog.localizations, "run \(Self.script)")
    #expect(BuiltInStrings.compiled.sourceLanguage == Self.catalog.sourceLanguage)
  }

  @Test(arguments: SourceCatalog.package.localizations)
  func everyKeyHasTheCatalogsTextInEveryLocalization(localization: String) throws {
    let strings = BuiltInStrings.compiled
    let table = try #require(strings.table(for: localization), "run \(Self.script)")
    #expect(table.count == strings.keys.count)
    #expect(Self.catalog.strings.count > 20)
    for (key, translations) in Self.catalog.strings {
      #expect(
        strings.text(for: key, in: localization) == translations[localization],
        "\(localization) \(key): run \(Self.script)")
    }
  }

  @Test func everyCatalogKeyAndNoOtherIsABuiltInString() {
    #expect(Self.catalog.strings.count > 20)
    for key in Self.catalog.strings.keys {
      #expect(BuiltInStrings.compiled.containsKey(key), "\(key)")
    }
    #expect(!BuiltInStrings.compiled.containsKey("no-such.key"))
    #expect(!BuiltInStrings.compiled.containsKey("No Results"))
  }

  @Test func aLocalizationOutsideTheListHasNoTableEvenWhereOneExists() {
    let strings = BuiltInStrings(
      sourceLanguage: "en", keys: ["empty.title"], localizations: ["en"], tables: { _ in ["Leer"] })
    #expect(strings.table(for: "de") == nil)
    #expect(strings.text(for: "empty.title", in: "de") == nil)
    #expect(!strings.isAvailable("de"))
    #expect(strings.text(for: "empty.title", in: "en") == "Leer")
  }

  @Test func aTableShorterThanTheKeysHasNoTextForTheRest() {
    let strings = BuiltInStrings(
      sourceLanguage: "en", keys: ["a", "b"], localizations: ["en"], tables: { _ in ["A"] })
    #expect(strings.text(for: "a", in: "en") == "A")
    #expect(strings.text(for: "b", in: "en") == nil)
    #expect(strings.text(for: "c", in: "en") == nil)
  }

  /// Runs the script in `--check` mode: it fails, naming the files and the script, when a table
  /// was edited by hand or the catalog was edited without running it.
  @Test(.timeLimit(.minutes(5)))
  func theGeneratedTablesAreWhatTheScriptWritesNow() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", Self.script, "--check"]
    process.currentDirectoryURL = SourceCatalog.packageRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let log = String(decoding: data, as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(log)")
    #expect(log.isEmpty, "\(log)")
  }
}
