import Testing

@testable import EmptyStatesLint

@Suite struct SourceOutlineCallsTests {
  @Test func aCallWithArgumentsAndLabelledTrailingClosures() {
    let outline = SourceOutline(
      """
      ContentUnavailableView {
        Label("No Mail", systemImage: "tray")
      } description: {
        Text("Mail appears here.")
      } actions: {
        Button("Refresh") {}
      }
      .frame(maxWidth: .infinity)
      """)
    let call = outline.call(at: 0)
    #expect(call.member == nil)
    #expect(call.arguments == nil)
    #expect(call.closures.map { $0.label.map(outline.text) } == [nil, "description", "actions"])
    let modifiers = outline.modifiers(after: call.end)
    #expect(modifiers.map { outline.text($0.name) } == ["frame"])
    let arguments = outline.arguments(at: modifiers[0].arguments ?? -1)
    #expect(arguments.map(\.label) == ["maxWidth"])
    #expect(outline.joinedText(arguments[0].value) == ".infinity")
  }

  @Test func aMemberOnTheNextLineBelongsToTheType() {
    let outline = SourceOutline("ContentUnavailableView\n  .search(text: q)\n  .padding()")
    let call = outline.call(at: 0)
    #expect(call.member.map(outline.text) == "search")
    #expect(outline.modifiers(after: call.end).map { outline.text($0.name) } == ["padding"])
  }

  @Test func aValueOnTheNextLineTakesModifiers() {
    let outline = SourceOutline("emptyView\n  .accessibilityLabel(\"x\")")
    #expect(outline.call(at: 0).member == nil)
    #expect(outline.isModifier(outline.index(of: "accessibilityLabel")))
  }

  @Test func theOwnerOfABracket() {
    let outline = SourceOutline(
      "Section(header: H()) { A() } footer: { B() }\nList { }.overlay(alignment: .top) { C() }")
    #expect(outline.owner(ofBracketAt: outline.index(of: "(")).map(outline.text) == "Section")
    #expect(outline.owner(ofBracketAt: outline.index(of: "{")).map(outline.text) == "Section")
    #expect(outline.owner(ofBracketAt: outline.index(of: "{", 2)).map(outline.text) == "Section")
    let overlay = outline.owner(ofBracketAt: outline.index(of: "{", 4))
    #expect(overlay.map(outline.text) == "overlay")
    #expect(overlay.map(outline.isModifier) == true)
    #expect(outline.isModifier(outline.index(of: "List")) == false)
  }

  @Test func implicitAndStaticMembersAreNotModifiers() {
    let outline = SourceOutline("f(.search)\nContentUnavailableView.search\nx.search")
    #expect(!outline.isModifier(outline.index(of: "search")))
    #expect(!outline.isModifier(outline.index(of: "search", 2)))
    #expect(outline.isModifier(outline.index(of: "search", 3)))
  }
}
