/// The quotation marks a locale sets around quoted text, such as a search query.
struct QuotationMarks: Hashable, Sendable {
  /// The opening mark, such as `“` or `«`.
  var begin: String
  /// The closing mark, such as `”` or `»`.
  var end: String
}

extension QuotationMarks {
  /// The marks of `tag`'s locale as Foundation's CLDR data gives them, read from a table
  /// generated from that data (`Tables/QuotationMarks+CLDR.swift`), with the narrow no-break
  /// spaces French typography sets inside guillemets (« bryce »), which the data leaves out.
  ///
  /// A locale the table does not name has the marks of its language and script (`zh-Hant` for
  /// `zh-Hant-SG`), else of its language, else CLDR's root marks — the way ICU falls back.
  ///
  /// - Parameter tag: The locale.
  init(for tag: LocaleTag) {
    let marks =
      Self.cldr(tag.identifier)
      ?? tag.script.flatMap { Self.cldr(tag.language + "-" + $0) }
      ?? Self.cldr(tag.language) ?? .root
    if tag.language == "fr", marks.begin == "\u{00AB}" {
      self.init(begin: marks.begin + "\u{202F}", end: "\u{202F}" + marks.end)
    } else {
      self = marks
    }
  }
}
