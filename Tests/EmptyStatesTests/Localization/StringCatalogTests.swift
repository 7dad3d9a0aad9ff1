import Foundation
import Testing

@testable import EmptyStates

/// The String Catalog is the one source of built-in strings; what is compiled in is derived
/// from it, and a missing catalog never puts keys on screen.
@Suite struct StringCatalogTests {
  @Test func theCompiledInTextIsTheCatalogsSourceLanguage() {
    let catalog = StringCatalog.bundled
    #expect(EmptyStateLocalizer.catalogProblem == nil)
    #expect(catalog.strings.count > 20)
    let source = catalog.strings.mapValues { $0[catalog.sourceLanguage] }
    let compiled = StringCatalog.compiledSource.strings.mapValues { $0[catalog.sourceLanguage] }
    // When this fails, run Scripts/generate-source-strings.
    #expect(compiled == source)
  }

  @Test func aMissingCatalogIsReportedAndShowsEnglishNotKeys() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/Localizable.xcstrings")
    let result = StringCatalog.load(from: missing)
    let problem = try #require(result.failure)
    #expect(
      problem.message == "cannot read the String Catalog at /nonexistent/Localizable.xcstrings")
    #expect(
      StringCatalog.load(from: nil).failure?.message
        == "the String Catalog Localizable.xcstrings is missing")
    let localizer = EmptyStateLocalizer(
      localeIdentifier: "de", catalog: StringCatalog.usable(result))
    let offline = localizer.localize(.offline)
    #expect(offline.title == "You’re Offline")
    #expect(offline.actions.map(\.title) == ["Try Again"])
    #expect(localizer.localize(.noResults(for: "bryce")).title.hasPrefix("No Results for "))
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
