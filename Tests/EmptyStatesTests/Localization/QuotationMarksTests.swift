import Foundation
import Testing

@testable import EmptyStates

/// The compiled-in quotation marks are Foundation's, for every locale Foundation knows.
@Suite struct QuotationMarksTests {
  /// Locales whose identifier Foundation resolves by more than its parts: deprecated codes
  /// (`iw`, `mo`, `no`), regions that imply a script (`zh-TW`, `yue-CN`, `az-RU`), a script with
  /// an unnamed region, and languages it does not know.
  static let edgeCases = [
    "pt", "pt-PT", "pt-AO", "zh", "zh-HK", "zh-TW", "zh-MO", "zh-SG", "zh-Hant-HK", "zh-Hant-SG",
    "zh-Hans-HK", "zh-Hans-TW", "yue", "yue-CN", "yue-HK", "az-RU", "az-Cyrl", "ms-CC", "no",
    "nn", "nb-NO", "iw", "in", "ji", "mo", "sh", "tl", "sr-Latn", "sr-ME", "tlh", "xx", "en-GB",
    "en-US-u-ca-buddhist", "de@calendar=gregorian", "dv-Thaa", "fr-CH", "de-CH", "ti-ER", "",
  ]

  static var identifiers: [String] {
    Locale.availableIdentifiers + SourceCatalog.package.localizations + edgeCases
  }

  @Test func theMarksAreFoundationsForEveryLocaleItKnows() {
    let identifiers = Self.identifiers
    #expect(identifiers.count > 500)
    var differing: [String] = []
    for identifier in identifiers {
      let tag = LocaleTag(identifier)
      let foundation = Locale(identifier: tag.identifier)
      var expected = [foundation.quotationBeginDelimiter, foundation.quotationEndDelimiter]
      // French typography's narrow no-break spaces inside guillemets, which CLDR leaves out.
      if tag.language == "fr", expected[0] == "«" {
        expected = [expected[0].map { $0 + "\u{202F}" }, expected[1].map { "\u{202F}" + $0 }]
      }
      let marks = QuotationMarks(for: tag)
      if [marks.begin, marks.end] != expected {
        differing.append("\(identifier): \(marks.begin)…\(marks.end), Foundation: \(expected)")
      }
    }
    #expect(
      differing.isEmpty,
      "run Scripts/generate-localization-tables.swift: \(differing.joined(separator: "; "))")
  }

  @Test func aLanguageCLDRDoesNotKnowHasTheRootMarks() {
    #expect(QuotationMarks(for: LocaleTag("tlh")) == QuotationMarks(begin: "“", end: "”"))
    #expect(QuotationMarks.cldr("tlh") == nil)
  }

  @Test func aScriptWithAnUnlistedRegionHasTheScriptsMarks() {
    #expect(QuotationMarks.cldr("zh-Hant-SG") == nil)
    #expect(QuotationMarks(for: LocaleTag("zh-Hant-SG")) == QuotationMarks(begin: "「", end: "」"))
  }
}
