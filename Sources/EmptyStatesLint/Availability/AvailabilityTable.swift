/// The SwiftUI (and Foundation) APIs that empty-state code uses, with the first OS versions that
/// have them: what `missing-availability-check` compares a deployment target against. The rows
/// live in `AvailabilityTable+Rows.swift`, each with its source.
enum AvailabilityTable {
  /// The rows by name.
  private static let rowsByName: [String: APIAvailability] = Dictionary(
    rows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The rows by the name code writes (``APIAvailability/baseName``): what the linter looks up
  /// for each name it reads, so most names cost one hash.
  private static let rowsByBaseName: [String: [APIAvailability]] = Dictionary(
    grouping: rows, by: \.baseName)

  /// The length and first byte of each name a row's API is written as
  /// (``lengthAndFirstByte(_:_:)``): a check that needs no string, for the many names that are
  /// no API of the table.
  private static let writtenNameKeys = Set(
    rowsByBaseName.keys.map { lengthAndFirstByte($0.utf8.count, $0.utf8.first ?? 0) })

  /// A name's length in UTF-8 bytes and its first byte, packed.
  static func lengthAndFirstByte(_ length: Int, _ first: UInt8) -> Int {
    length << 8 | Int(first)
  }

  /// Whether some row's API may be written with a name of this length and first byte.
  static func mayHaveRow(length: Int, first: UInt8) -> Bool {
    writtenNameKeys.contains(lengthAndFirstByte(length, first))
  }

  /// Whether some row's API is written `name` (`search`, `ProgressView`, `glass`): a name that
  /// is not needs no further look.
  static func hasRow(writtenAs name: String) -> Bool {
    rowsByBaseName[name] != nil || rowsByName[name] != nil
  }

  /// The row named `name` exactly as ``APIAvailability/name`` spells it, if the table has one.
  static func row(named name: String) -> APIAvailability? {
    rowsByName[name]
  }

  /// Where the API named `name` exists, per system; `nil` when the table lacks it.
  static func availability(of name: String) -> [AppleOS: Availability]? {
    guard let row = row(named: name) else { return nil }
    return Dictionary(uniqueKeysWithValues: AppleOS.allCases.map { ($0, row.availability(on: $0)) })
  }

  /// The row a call of `baseName` with these labels and trailing closures is: among the rows of
  /// kind `match` with that base name (and `owner`, for a member written with it) that fit the
  /// call, the one with the fewest labels, the first in the table on a tie.
  static func row(
    calling baseName: String, as match: APIMatch, owner: String? = nil, labels: [String],
    trailingClosures: Int
  ) -> APIAvailability? {
    (rowsByBaseName[baseName] ?? []).filter {
      $0.match == match && (owner == nil || $0.owner == owner)
        && $0.fits(labels: labels, trailingClosures: trailingClosures)
    }
    .min { ($0.labels?.count ?? 0) < ($1.labels?.count ?? 0) }
  }
}
