import Testing

@testable import EmptyStatesLint

@Suite struct SourceOutlineBuilderStatementsTests {
  /// The first token of each statement `builderStatements` finds in the first `{` after
  /// `marker`.
  private func firstWords(_ source: String, after marker: String) -> [String] {
    let outline = SourceOutline(source)
    let open = outline.index(of: marker) + 1
    return outline.builderStatements(in: open).map { outline.text($0.lowerBound) }
  }

  @Test func oneStatementPerLineWithModifierChainsAndClosuresSkipped() {
    let source = """
      VStack {
        Text("Title")
          .font(.headline)
        if items.isEmpty {
          ContentUnavailableView("None", systemImage: "tray")
        } else {
          List(items) { Text($0) }
        }
        Spacer(); Divider()
        Button("Add") {
          add()
        }
      }
      """
    #expect(firstWords(source, after: "VStack") == ["Text", "if", "Spacer", "Divider", "Button"])
  }

  @Test func closureParametersAndCaseLabelsAreNoStatements() {
    let loop = "ForEach(items) { item in\n  Text(item)\n  Divider()\n}"
    #expect(firstWords(loop, after: ")") == ["Text", "Divider"])
    let source = """
      switch state {
      case .empty:
        EmptyView()
      case .loaded(let rows):
        List(rows) { Text($0) }
      }
      """
    #expect(firstWords(source, after: "state") == ["EmptyView", "List"])
  }

  @Test func aLineThatContinuesAnExpressionIsNoStatement() {
    let source = "Group {\n  Text(a) +\n    Text(b)\n  Image(systemName: name)\n}"
    #expect(firstWords(source, after: "Group") == ["Text", "Image"])
  }

  @Test func theCaseSegmentHoldingAToken() {
    let outline = SourceOutline(
      "switch state {\ncase .a:\n  Text(\"a\")\ncase .b:\n  Text(\"b\")\n  Image(x)\n}")
    let open = outline.index(of: "{")
    let segment = outline.caseSegment(in: open, holding: outline.index(of: "Image"))
    #expect(segment.contains(outline.index(of: "Text", 2)))
    #expect(!segment.contains(outline.index(of: "Text", 1)))
  }
}
