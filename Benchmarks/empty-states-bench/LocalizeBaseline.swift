import Foundation

/// The baseline of a warm localize: what an app does by hand — one locale's strings in a
/// dictionary (read from the String Catalog before timing), looked up by key, a query put between
/// the locale's quotation marks with `String(format:)`.
struct LocalizeBaseline {
  /// The words of a state, as the baseline produces them.
  struct Words: Equatable {
    var title: String
    var description: String?
    var actions: [String]
  }

  private let strings: [String: String]
  private let quotes: (begin: String, end: String)

  /// One localization's strings of a String Catalog.
  ///
  /// - Parameters:
  ///   - catalog: The `Localizable.xcstrings` file's contents.
  ///   - localization: Such as `"de"`.
  ///   - quotes: The locale's quotation marks.
  init?(catalog: Data, localization: String, quotes: (begin: String, end: String)) {
    guard let root = try? JSONSerialization.jsonObject(with: catalog) as? [String: Any],
      let entries = root["strings"] as? [String: Any]
    else { return nil }
    var strings: [String: String] = [:]
    for (key, entry) in entries {
      let unit =
        ((entry as? [String: Any])?["localizations"] as? [String: Any])?[localization]
        as? [String: Any]
      if let value = (unit?["stringUnit"] as? [String: Any])?["value"] as? String {
        strings[key] = value
      }
    }
    self.strings = strings
    self.quotes = quotes
  }

  /// The offline preset's words.
  func offline() -> Words {
    Words(
      title: strings["offline.title", default: ""],
      description: strings["offline.description"],
      actions: [strings["action.retry", default: ""]])
  }

  /// The no-results preset's words for a query.
  func noResults(for query: String) -> Words {
    let format = strings["no-results.title.query", default: "%@"]
    return Words(
      title: String(format: format, quotes.begin + query + quotes.end),
      description: strings["no-results.description"], actions: [])
  }
}
