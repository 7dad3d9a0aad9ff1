import Foundation
import Testing

@testable import EmptyStates

/// An app's String Catalog is read by our own code, the same on every platform.
@Suite struct StringCatalogTests {
  @Test func readsEachLocalizationsPlainString() throws {
    let json = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "No Notes": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Keine Notizen"}},
          "pt-BR": {"stringUnit": {"state": "needs_review", "value": "Nenhuma nota"}}}},
        "%lld Notes": {"localizations": {
          "fr": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld note"}}}}}}},
        "Untranslated": {}}}
      """
    let catalog = try StringCatalog(json: Data(json.utf8))
    #expect(catalog.strings["No Notes"] == ["de": "Keine Notizen", "pt-BR": "Nenhuma nota"])
    #expect(catalog.strings["%lld Notes"] == [:])
    #expect(catalog.strings["Untranslated"] == [:])
    #expect(catalog.localizations == ["de", "pt-BR"])
  }

  @Test func rejectsWhatIsNotAStringCatalog() {
    #expect(throws: DecodingError.self) { try StringCatalog(json: Data(#"{"strings": 3}"#.utf8)) }
    #expect(throws: (any Error).self) { try StringCatalog(json: Data("not json".utf8)) }
  }
}
