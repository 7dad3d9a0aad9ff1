import EmptyStates
import Foundation

/// An independent reading of localized text for the `localizer` fuzz target: what the
/// documentation of ``SearchQuery`` and `EmptyStateLocalizer` promises, computed without the
/// code that keeps the promise.
enum LocalizerOracle {
  /// Languages the package has no localization of that read another one's: Norwegian Nynorsk
  /// and unspecified Norwegian read Bokmål, as `EmptyStateLocalizer`'s fallback chain does.
  static let fallbacks = ["nn": ["nb"], "no": ["nb"]]

  /// The language subtag of a locale identifier, lower case: `pt` for `pt_BR`.
  static func language(of identifier: String) -> String {
    String(identifier.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  /// The scalars a person sees and types as words: neither white space nor invisible.
  static func visible(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { !$0.properties.isWhitespace && !TextHygiene.isInvisible($0) }
  }

  /// How `cleaned`, a query's cleaned text, breaks ``SearchQuery``'s rules for `raw`: the
  /// visible scalars kept in order, nothing invisible, white space trimmed and folded into
  /// single spaces, and `nil` exactly when nothing visible is left.
  static func cleaningViolations(_ raw: String, _ cleaned: String?) -> [String] {
    let seen = visible(raw)
    guard let cleaned else {
      return seen.isEmpty ? [] : ["the query \(raw.debugDescription) is taken for blank"]
    }
    var found: [String] = []
    if visible(cleaned) != seen {
      found.append(
        "cleaning \(raw.debugDescription) changes its words: \(cleaned.debugDescription)")
    }
    let scalars = Array(cleaned.unicodeScalars)
    let spaces = scalars.filter { $0.properties.isWhitespace || TextHygiene.isInvisible($0) }
    if spaces.contains(where: { $0 != " " }) || scalars.first == " " || scalars.last == " "
      || cleaned.contains("  ")
    {
      found.append("cleaning \(raw.debugDescription) leaves \(cleaned.debugDescription)")
    }
    return found
  }

  /// `cleaned` as a title shows it: whole up to ``SearchQuery/displayLimit`` characters, else
  /// the characters before the last, trailing spaces trimmed, and an ellipsis.
  static func displayText(_ cleaned: String) -> String {
    guard cleaned.count > SearchQuery.displayLimit else { return cleaned }
    var cut = Array(cleaned.prefix(SearchQuery.displayLimit - 1).unicodeScalars)
    while cut.last == " " { cut.removeLast() }
    return String(String.UnicodeScalarView(cut)) + "…"
  }

  /// The quotation marks a locale may quote with: those CLDR (through Foundation) gives the
  /// identifier, its language and script, its language, and the root locale — the chain ICU
  /// falls back along — with the narrow no-break spaces French sets inside guillemets.
  static func quotationMarks(_ identifier: String) -> [(begin: String, end: String)] {
    let parts = identifier.split(separator: "-")
    let language = language(of: identifier)
    var candidates = [identifier, language, "root"]
    if parts.count > 1, parts[1].count == 4 { candidates.insert(language + "-" + parts[1], at: 1) }
    return candidates.map { candidate in
      let locale = Locale(identifier: candidate)
      let begin = locale.quotationBeginDelimiter ?? "\u{201C}"
      let end = locale.quotationEndDelimiter ?? "\u{201D}"
      return language == "fr" && begin == "\u{00AB}"
        ? (begin + "\u{202F}", "\u{202F}" + end) : (begin, end)
    }
  }

  /// `text` with the first run of `part`'s scalars taken out, or `nil` when it has none.
  static func removing(_ part: String, from text: String) -> String? {
    let whole = Array(text.unicodeScalars)
    let piece = Array(part.unicodeScalars)
    guard piece.count <= whole.count else { return nil }
    for start in 0...(whole.count - piece.count)
    where whole[start..<start + piece.count] == piece[...] {
      let rest = whole[..<start] + whole[(start + piece.count)...]
      return String(String.UnicodeScalarView(rest))
    }
    return nil
  }
}
