import Testing

@testable import EmptyStatesLint

@Suite struct SourceOutlineConditionsTests {
  @Test func anElseIfChainFailsItsEarlierBranches() {
    let outline = SourceOutline(
      "var body: some View { if a { A() } else if b.isEmpty { B() } else { C() } }")
    #expect(
      outline.describe(outline.conditions(on: outline.index(of: "B")))
        == ["if (b . isEmpty)", "if !(a)"])
    #expect(
      outline.describe(outline.conditions(on: outline.index(of: "C")))
        == ["if !(b . isEmpty)", "if !(a)"])
  }

  @Test func guardsAndEarlyExitsBeforeTheToken() {
    let outline = SourceOutline(
      """
      func f() -> some View {
        guard !query.isEmpty else { return AnyView(EmptyView()) }
        if isLoading { return AnyView(ProgressView()) }
        return AnyView(X())
      }
      """)
    #expect(
      outline.describe(outline.conditions(on: outline.index(of: "X")))
        == ["guard (! query . isEmpty)", "earlyExit !(isLoading)"])
  }

  @Test func ternaryBranches() {
    let outline = SourceOutline("let v = items.isEmpty\n  ? A()\n  : B()")
    #expect(
      outline.describe(outline.conditions(on: outline.index(of: "A"))) == [
        "ternary (items . isEmpty)"
      ])
    #expect(
      outline.describe(outline.conditions(on: outline.index(of: "B"))) == [
        "ternary !(items . isEmpty)"
      ])
  }

  @Test func switchCasesAndTheirSubject() {
    let outline = SourceOutline(
      "switch state { case .loading: P() case .loaded(let rows) where rows.isEmpty: E() default: D() }"
    )
    #expect(
      outline.describe(outline.conditions(on: outline.index(of: "E")))
        == ["switchSubject (state)", "switchCase (. loaded ( let rows ) where rows . isEmpty)"])
    #expect(
      outline.describe(outline.conditions(on: outline.index(of: "D"))) == ["switchSubject (state)"])
  }

  @Test func theSearchStopsAtTheDeclaration() {
    let outline = SourceOutline("if outer { var v: some View { if inner { X() } } }")
    #expect(outline.describe(outline.conditions(on: outline.index(of: "X"))) == ["if (inner)"])
  }
}
