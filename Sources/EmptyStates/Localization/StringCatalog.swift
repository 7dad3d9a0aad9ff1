import Foundation

/// The strings of a String Catalog (`.xcstrings`, the format Xcode edits), read by our own code
/// so that an app's catalog is read the same on every platform (see ``AppStrings``).
///
/// The package's own catalog is not read at run time: its strings are compiled in
/// (``BuiltInStrings``).
struct StringCatalog: Sendable {
  /// Translations: key → localization identifier → text.
  let strings: [String: [String: String]]

  /// The localization identifiers that have at least one string, sorted.
  let localizations: [String]

  /// Reads a catalog from the JSON of a `.xcstrings` file.
  init(json: Data) throws {
    let file = try JSONDecoder().decode(File.self, from: json)
    strings = file.strings.mapValues { entry in
      (entry.localizations ?? [:]).compactMapValues { $0.stringUnit?.value }
    }
    localizations = Set(strings.values.flatMap(\.keys)).sorted()
  }

  private struct File: Decodable {
    var strings: [String: Entry]
  }

  private struct Entry: Decodable {
    var localizations: [String: Localization]?
  }

  private struct Localization: Decodable {
    var stringUnit: StringUnit?
  }

  private struct StringUnit: Decodable {
    var value: String
  }
}
