/// The SwiftUI (and Foundation) APIs that empty-state code uses, with the first OS versions that
/// have them: what `missing-availability-check` compares a deployment target against. The rows
/// live in `AvailabilityTable+Rows.swift`, each with its source.
enum AvailabilityTable {
  /// The rows by name.
  private static let rowsByName: [String: APIAvailability] = Dictionary(
    rows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

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
    rows.filter {
      $0.match == match && $0.baseName == baseName && (owner == nil || $0.owner == owner)
        && $0.fits(labels: labels, trailingClosures: trailingClosures)
    }
    .min { ($0.labels?.count ?? 0) < ($1.labels?.count ?? 0) }
  }
}
