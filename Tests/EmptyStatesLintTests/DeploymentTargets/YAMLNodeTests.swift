import Testing

@testable import EmptyStatesLint

@Suite struct YAMLNodeTests {
  @Test func nestsByIndentationAndDropsCommentsAndQuotes() throws {
    let root = try YAMLNode.parse(
      """
      # header
      a:
        b: "x # not a comment"  # a comment
        c:
          - item
        d: [iOS, 'macOS']
      e: 'y'
      """)
    #expect(root.children.map(\.key) == ["a", "e"])
    #expect(root["a"]?.children.map(\.key) == ["b", "c", "d"])
    #expect(root["a"]?["b"]?.value == "x # not a comment")
    #expect(root["a"]?["c"]?.value == nil)
    #expect(root["a"]?["d"]?.listValues == ["iOS", "macOS"])
    #expect(root["e"]?.value == "y")
  }
}
