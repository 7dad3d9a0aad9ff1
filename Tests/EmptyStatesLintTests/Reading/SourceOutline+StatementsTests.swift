import Testing

@testable import EmptyStatesLint

@Suite struct SourceOutlineStatementsTests {
  @Test(arguments: [
    ("let a = \"No \" + kind\nlet b = 2", "\"No\"+kind"),
    ("let a = items\n  .filter { $0.isOn }\n  .count\nprint(a)", "items.filter{$0.isOn}.count"),
    ("let a = flag ?\n  \"On\" :\n  \"Off\"\nprint(a)", "flag?\"On\":\"Off\""),
    ("f(a: x + 1, b: 2)", "x+1"),
  ])
  func anExpressionEndsWhereItsStatementDoes(source: String, expected: String) {
    let outline = SourceOutline(source)
    let start = source.hasPrefix("f(") ? outline.index(of: "x") : outline.index(of: "=") + 1
    let end = outline.expressionEnd(from: start)
    #expect(outline.joinedText(start..<end).replacingOccurrences(of: " ", with: "") == expected)
  }

  @Test(arguments: [
    ("query", ["query"]),
    ("self.query", ["query"]),
    ("$model.query", ["model", "query"]),
    ("model?.query", ["model", "query"]),
    ("query.trimmingCharacters(in: .whitespaces)", ["query"]),
    ("String(code)", []),
    ("\"text\"", []),
  ])
  func aMemberChainNamesItsComponents(source: String, expected: [String]) {
    let outline = SourceOutline(source)
    #expect(outline.memberChain(at: 0..<outline.count) == expected)
  }
}
