import Testing

@testable import EmptyStatesLint

@Suite struct DeclarationIndexTests {
  static let source = """
    struct Search: View {
      @State private var hasSearched = false
      let title: String
      private var heading: String { "No Results" }
      init(title: String) { self.title = title }
      var body: some View {
        let caption = "Try " + title
        List(items) { item in Text(item) }
          .onSubmit { hasSearched = true; count += 1 }
          .onChange(of: query) { isOn.toggle() }
          .searchable(text: $query)
      }
    }
    """

  @Test func variablesKeepTheirAttributesTypesValuesAndBodies() throws {
    let outline = SourceOutline(Self.source)
    let index = DeclarationIndex(outline)
    let flag = try #require(index.variables["hasSearched"]?.first)
    #expect(flag.attributes == ["State"])
    #expect(flag.value.map(outline.joinedText) == "false")
    let title = try #require(index.variables["title"]?.first)
    #expect(title.type.map(outline.joinedText) == "String")
    #expect(title.value == nil)
    #expect(index.variables["heading"]?.first?.body != nil)
    #expect(index.variables["caption"]?.first?.value.map(outline.joinedText) == "\"Try \"+title")
  }

  @Test func assignmentsTogglesAndBindingsAreRecorded() {
    let outline = SourceOutline(Self.source)
    let index = DeclarationIndex(outline)
    #expect(index.assignments["hasSearched"]?.map(outline.joinedText) == ["true"])
    #expect(index.assignments["count"]?.map(\.isEmpty) == [true])
    #expect(index.assignments["title"]?.map(outline.joinedText) == ["title"])
    #expect(index.toggles["isOn"]?.count == 1)
    #expect(index.toggles["query"]?.count == 1)
  }

  @Test func parametersAndInitializersAreKnown() {
    let outline = SourceOutline(Self.source)
    let index = DeclarationIndex(outline)
    #expect(index.parameters.isSuperset(of: ["title", "item"]))
    #expect(index.initializers.values.flatMap { $0 }.count == 1)
  }
}
