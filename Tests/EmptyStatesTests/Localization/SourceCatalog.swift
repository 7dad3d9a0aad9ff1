import Foundation

/// The package's String Catalog, read from the source tree with Foundation's JSON parser, not
/// with the package's own code: what the compiled-in strings are checked against.
struct SourceCatalog {
  /// The root of the package's source tree.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The catalog as it is in `Sources/EmptyStates/Resources/Localizable.xcstrings`.
  static let package = SourceCatalog(
    url: packageRoot.appendingPathComponent("Sources/EmptyStates/Resources/Localizable.xcstrings"))

  /// The language the keys' source text is written in (`"en"`), empty when unreadable.
  let sourceLanguage: String
  /// Key → localization → text, from each localization's `stringUnit`.
  let strings: [String: [String: String]]
  /// The localizations with at least one string, sorted.
  let localizations: [String]

  init(url: URL) {
    let object = (try? Data(contentsOf: url)).flatMap {
      try? JSONSerialization.jsonObject(with: $0)
    }
    let file = object as? [String: Any] ?? [:]
    sourceLanguage = file["sourceLanguage"] as? String ?? ""
    let entries = file["strings"] as? [String: [String: Any]] ?? [:]
    strings = entries.mapValues { entry in
      let localizations = entry["localizations"] as? [String: [String: Any]] ?? [:]
      return localizations.compactMapValues { localization in
        (localization["stringUnit"] as? [String: Any])?["value"] as? String
      }
    }
    localizations = Set(strings.values.flatMap(\.keys)).sorted()
  }
}
