extension EmptyState {
  /// The direction a locale writes in.
  public enum TextDirection: String, Hashable, Sendable, CaseIterable, Codable {
    /// Left to right, as in English.
    case leftToRight = "ltr"
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = "rtl"

    /// Languages written right to left when no script is named, by ISO 639 code. (Arrays of
    /// literals, not sets: nothing to build on first use, and searched as fast.)
    private static let rightToLeftLanguages = [
      "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    /// Scripts written right to left, by ISO 15924 code: Arabic, Hebrew, Syriac, Thaana, N'Ko,
    /// Adlam, Hanifi Rohingya, Mandaic, Samaritan, Mende Kikakui, Yezidi and the ancient
    /// right-to-left scripts Unicode encodes.
    private static let rightToLeftScripts = [
      "Adlm", "Arab", "Aran", "Armi", "Avst", "Chrs", "Cprt", "Elym", "Hatr", "Hebr", "Hung",
      "Khar", "Lydi", "Mand", "Mani", "Mend", "Merc", "Mero", "Narb", "Nbat", "Nkoo", "Orkh",
      "Ougr", "Palm", "Phli", "Phlp", "Phnx", "Prti", "Rohg", "Samr", "Sarb", "Sogd", "Sogo",
      "Syrc", "Thaa", "Yezi",
    ]

    /// The direction of a locale's language, by identifier (`"ar"`, `"he-IL"`, `"ur_PK"`).
    ///
    /// Computed from our own table, because Foundation on Linux reports left to right for every
    /// language.
    public init(localeIdentifier: String) {
      self.init(LocaleTag(localeIdentifier))
    }

    /// The direction of `tag`'s language.
    init(_ tag: LocaleTag) {
      let isRightToLeft =
        tag.script.map(Self.rightToLeftScripts.contains)
        ?? Self.rightToLeftLanguages.contains(tag.language)
      self = isRightToLeft ? .rightToLeft : .leftToRight
    }
  }
}
