import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesCommandLine

@Suite struct LocalizedRenderTests {
  @Test func localesListsAtLeastForty() {
    #expect(cli("locales").standardOutput.split(separator: "\n").count >= 40)
  }

  @Test(arguments: EmptyStateLocalizer.localizations)
  func noResultsIsTranslatedAndQuotedInEveryLocale(locale: String) throws {
    let outcome = cli("render", "--preset", "no-results", "--query", "bryce", "--locale", locale)
    #expect(outcome.exitCode == .ok)
    let object = try json(outcome.standardOutput)
    let title = try #require(object["title"] as? String)
    let foundation = Locale(identifier: locale)
    let begin = try #require(foundation.quotationBeginDelimiter)
    let end = try #require(foundation.quotationEndDelimiter)
    let rightToLeft = ["ar", "he", "fa", "ur"].contains(locale)
    #expect(object["direction"] as? String == (rightToLeft ? "rtl" : "ltr"))
    let query = rightToLeft ? "\u{2068}bryce\u{2069}" : "bryce"
    let quoted = title.replacingOccurrences(of: "\u{202F}", with: "")
    #expect(quoted.contains(begin + query + end), "\(locale): \(title)")
    if !locale.hasPrefix("en") {
      #expect(!title.hasPrefix("No Results"), "\(locale) is untranslated")
    }
  }

  @Test(arguments: EmptyState.Preset.allCases)
  func everyPresetRendersInArabicRightToLeft(preset: EmptyState.Preset) throws {
    let object = try json(
      cli("render", "--preset", preset.rawValue, "--locale", "ar").standardOutput)
    #expect(object["direction"] as? String == "rtl")
    #expect(object["localization"] as? String == "ar")
    let title = try #require(object["title"] as? String)
    #expect(title.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) })
  }
}
