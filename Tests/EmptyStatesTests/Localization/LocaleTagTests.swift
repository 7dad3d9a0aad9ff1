import Testing

@testable import EmptyStates

@Suite struct LocaleTagTests {
  @Test(arguments: [
    ("zh-Hant-HK", "zh", "Hant", "HK"), ("pt_BR", "pt", nil, "BR"), ("sr-latn", "sr", "Latn", nil),
    ("es-419", "es", nil, "419"), ("en-US-u-ca-buddhist", "en", nil, "US"),
    ("de@calendar=gregorian", "de", nil, nil),
    ("EN", "en", nil, nil),
  ])
  func parsesIdentifiers(identifier: String, language: String, script: String?, region: String?) {
    let tag = LocaleTag(identifier)
    #expect(tag.language == language)
    #expect(tag.script == script)
    #expect(tag.region == region)
  }

  @Test(arguments: ["en", "pt-BR", "zh_Hant_HK", "es-419", "en-US-u-ca-buddhist", "ast"])
  func acceptsWellFormedIdentifiers(identifier: String) {
    #expect(EmptyStateLocalizer.isWellFormed(identifier))
  }

  @Test(arguments: [
    "", "e", "english", "12", "en--US", "en-", "en US", "en-<b>", "\u{1B}[31m", "ü",
  ])
  func rejectsMalformedIdentifiers(identifier: String) {
    #expect(!EmptyStateLocalizer.isWellFormed(identifier))
  }

  @Test(arguments: [
    ("ar", EmptyState.TextDirection.rightToLeft), ("he-IL", .rightToLeft), ("fa", .rightToLeft),
    ("ur_PK", .rightToLeft),
    ("en", .leftToRight), ("ja", .leftToRight), ("az-Arab", .rightToLeft),
    ("ku-Latn", .leftToRight), ("dv-Thaa", .rightToLeft), ("syr-Syrc", .rightToLeft),
    ("ff-Adlm", .rightToLeft), ("ff-Latn", .leftToRight), ("pa-Arab", .rightToLeft),
    ("pa-Guru", .leftToRight), ("ug-Cyrl", .leftToRight),
  ])
  func knowsTheWritingDirection(identifier: String, direction: EmptyState.TextDirection) {
    #expect(EmptyState.TextDirection(localeIdentifier: identifier) == direction)
  }
}
