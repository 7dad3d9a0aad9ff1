import Testing

@testable import EmptyStatesLint

@Suite struct OldStylePropertyListParserTests {
  @Test func readsQuotedStringsWithEscapesAndSkipsComments() throws {
    let text = #"""
      // !$*UTF8*$!
      { /* a comment */ name = "say \"hi\"\n"; list = (a, "b c", ); path = Sources/App.swift; }
      """#
    let value = try OldStylePropertyListParser.parse(text)
    #expect(
      value
        == .dictionary([
          "name": .string("say \"hi\"\n"), "list": .array([.string("a"), .string("b c")]),
          "path": .string("Sources/App.swift"),
        ]))
  }

  @Test func nestingAtTheLimitIsReadAndBeyondItIsAnError() throws {
    let depth = OldStylePropertyListParser.maximumDepth
    let atLimit = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
    #expect(throws: Never.self) { try OldStylePropertyListParser.parse(atLimit) }
    let beyond = "(" + atLimit + ")"
    #expect(throws: DeploymentTargetReadError.self) {
      try OldStylePropertyListParser.parse(beyond)
    }
  }

  @Test func anErrorSaysWhereReadingStopped() {
    let error = #expect(throws: DeploymentTargetReadError.self) {
      try OldStylePropertyListParser.parse("{ a = b }")
    }
    #expect(error?.description == "project.pbxproj: expected ';' at byte 8")
  }
}
