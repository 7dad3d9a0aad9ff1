import Testing

@testable import EmptyStatesLint

@Suite struct SourceOutlineDeclarationsTests {
  @Test func parametersHaveLabelsNamesAndTypes() throws {
    let outline = SourceOutline(
      "init(_ title: String, systemImage image: String, message: Text? = nil) {}")
    let open = try #require(outline.parameterList(after: 0))
    let parameters = outline.parameters(at: open)
    #expect(parameters.map(\.label) == [nil, "systemImage", "message"])
    #expect(parameters.map(\.name) == ["title", "image", "message"])
    #expect(parameters.map { outline.joinedText($0.type) } == ["String", "String", "Text?"])
  }

  @Test func aGenericFunctionsParametersFollowItsGenericClause() throws {
    let outline = SourceOutline("func row<Content: View>(for query: String) -> some View {}")
    let open = try #require(outline.parameterList(after: 0))
    #expect(outline.parameters(at: open).map(\.label) == ["for"])
  }

  @Test(arguments: [
    ("ForEach(items) { item in Text(item) }", ["item"]),
    ("x.onChange(of: q) { _, newValue in }", ["newValue"]),
    ("x.sheet { (a: Int, b) in }", ["a", "b"]),
    ("List(items) { Text($0) }", []),
    ("x.task { items = await load() }", []),
  ])
  func closuresNameTheirParameters(source: String, expected: [String]) {
    let outline = SourceOutline(source)
    let open = (0..<outline.count).last { outline.roles[$0] == .closure } ?? 0
    #expect(outline.closureParameterNames(at: open) == expected)
  }

  @Test(arguments: [
    ("@State private var query = \"\"", ["State"]),
    ("@Environment(\\.isSearching) private var isSearching", ["Environment"]),
    ("@MainActor @AppStorage(\"k\") var name = \"\"", ["AppStorage", "MainActor"]),
    ("public private(set) var count = 0", []),
  ])
  func attributesBeforeADeclarationAreRead(source: String, expected: [String]) {
    let outline = SourceOutline(source)
    #expect(outline.attributes(before: outline.index(of: "var")) == expected)
  }

  @Test func aLoopNamesItsVariables() {
    let outline = SourceOutline("for (index, title) in titles.enumerated() {}")
    #expect(outline.loopNames(after: 0) == ["index", "title"])
  }
}
