/// The package's built-in strings, compiled in: one table per localization of
/// `Resources/Localizable.xcstrings`, generated from it by
/// `Scripts/generate-localization-tables.swift` (see `Tables/`).
///
/// A table is an array of texts in the order of ``keys``. A localizer reads only the tables of
/// its fallback chain — a few kilobytes, no file, the same on every platform — and a binary needs
/// no resource bundle.
struct BuiltInStrings: Sendable {
  /// The language the keys' source text is written in; its table has text for every key.
  let sourceLanguage: String
  /// The keys of the built-in strings, sorted: the order of every table.
  let keys: [String]
  /// The localizations that have strings, sorted.
  let localizations: [String]
  private let tables: @Sendable (String) -> [String?]?

  /// Strings whose table for a localization `tables` gives.
  ///
  /// - Parameters:
  ///   - sourceLanguage: The language whose table has text for every key.
  ///   - keys: The keys, sorted: the order of every table.
  ///   - localizations: The localizations `tables` has a table for, sorted.
  ///   - tables: The texts of a localization in the order of `keys`, `nil` where it has none.
  init(
    sourceLanguage: String, keys: [String], localizations: [String],
    tables: @escaping @Sendable (String) -> [String?]?
  ) {
    self.sourceLanguage = sourceLanguage
    self.keys = keys
    self.localizations = localizations
    self.tables = tables
  }

  /// Whether there are strings for `localization`, without reading its table.
  func isAvailable(_ localization: String) -> Bool {
    Self.position(of: localization, inSorted: localizations) != nil
  }

  /// The texts of `localization` in the order of ``keys``, or `nil` when it has none.
  func table(for localization: String) -> [String?]? {
    isAvailable(localization) ? tables(localization) : nil
  }

  /// Where `key`'s text is in every table, or `nil` when `key` is not a built-in string.
  func position(of key: String) -> Int? {
    Self.position(of: key, inSorted: keys)
  }

  /// Whether `key` names a built-in string.
  func containsKey(_ key: String) -> Bool {
    position(of: key) != nil
  }

  /// The text of `key` in `localization` alone, without falling back.
  func text(for key: String, in localization: String) -> String? {
    guard let position = position(of: key), let table = table(for: localization),
      table.indices.contains(position)
    else { return nil }
    return table[position]
  }

  /// Where `element` is in `array`, found by binary search: the compiled-in arrays are literals,
  /// so a lookup builds nothing, not even on first use.
  private static func position(of element: String, inSorted array: [String]) -> Int? {
    var low = 0
    var high = array.count
    while low < high {
      let middle = (low + high) / 2
      if array[middle] < element {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < array.count && array[low] == element ? low : nil
  }
}
