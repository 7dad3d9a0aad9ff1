import Foundation

/// What the user typed into a search field, cleaned for display: white space trimmed, control
/// and bidirectional formatting characters removed, runs of white space folded into one space.
///
/// A query with nothing visible left is no query: the initializer returns `nil`, so an app never
/// shows "No Results for “”".
///
/// ```swift
/// SearchQuery("  bryce ")?.text  // "bryce"
/// SearchQuery("   ")             // nil
/// ```
public struct SearchQuery: Hashable, Sendable {
  /// The cleaned query.
  public let text: String

  /// The longest query, in characters, that ``displayText`` shows whole.
  public static let displayLimit = 80

  /// Cleans a raw query, or returns `nil` when nothing visible is left.
  ///
  /// - Parameter raw: The search field's text; `nil` means no search.
  public init?(_ raw: String?) {
    guard let raw else { return nil }
    var cleaned = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in raw.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !cleaned.isEmpty
      } else if TextHygiene.isInvisible(scalar) {
        continue
      } else {
        if pendingSpace { cleaned.append(" ") }
        pendingSpace = false
        cleaned.append(scalar)
      }
    }
    guard !cleaned.isEmpty else { return nil }
    text = String(cleaned)
  }

  /// The query shortened with an ellipsis when it is longer than ``displayLimit`` characters,
  /// so a pasted page of text cannot push the rest of the state off the screen.
  public var displayText: String {
    guard text.count > Self.displayLimit else { return text }
    return text.prefix(Self.displayLimit - 1).trimmingCharacters(in: .whitespaces) + "…"
  }

  /// Whether `candidate` contains the query, ignoring case, diacritics and character width —
  /// the comparison people expect from a search field (`"cafe"` finds `"Café"`).
  ///
  /// - Parameters:
  ///   - candidate: The text to search, such as an item's name.
  ///   - locale: The locale whose case rules apply.
  /// - Returns: Whether the candidate contains the query.
  public func matches(_ candidate: String, locale: Locale = .current) -> Bool {
    candidate.range(
      of: text, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
      locale: locale) != nil
  }
}
