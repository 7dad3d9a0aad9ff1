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

  @Test func readsBlockListsOfScalarsAndOfMappings() throws {
    let root = try YAMLNode.parse(
      """
      sources:
        - App
        - "Shared:Util.swift"
        - path: Kit
          excludes:
            - "**/*.md"
          optional: true
      compact:
      - one
      - two: 2
      after: x
      """)
    let sources = try #require(root["sources"])
    #expect(sources.value == nil)
    #expect(sources.items.map(\.value) == ["App", "Shared:Util.swift", nil])
    #expect(sources.items[2].children.map(\.key) == ["path", "excludes", "optional"])
    #expect(sources.items[2]["excludes"]?.listValues == ["**/*.md"])
    #expect(root["compact"]?.items.count == 2)
    #expect(root["compact"]?.listValues == ["one"])
    #expect(root["compact"]?.items.last?["two"]?.value == "2")
    #expect(root["after"]?.value == "x")
    #expect(root.children.map(\.key) == ["sources", "compact", "after"])
  }

  @Test func skipsBlockScalarTextAndDashedScalarsAndReadsWindowsLineEnds() throws {
    let root = try YAMLNode.parse(
      "a:\r\n  script: |\r\n    echo: not a key\r\n    - not an item\r\n  b: 'c'\r\nd: e\r\n"
        + "f:\r\n  -D DEBUG\r\n")
    #expect(root["a"]?.children.map(\.key) == ["script", "b"])
    #expect(root["a"]?["b"]?.value == "c")
    #expect(root["d"]?.value == "e")
    #expect(root["f"]?.value == nil)
    #expect(root["f"]?.items.isEmpty == true)
  }
}
