import Foundation
import Testing

@testable import EmptyStatesLint

@Suite struct SourceOutlineTests {
  @Test func commentsAndDirectiveLinesAreNotCode() {
    let outline = SourceOutline(
      """
      #if os(iOS) // phones
      let a = 1 /* one */
      #elseif canImport(AppKit)
      let a = 2
      #endif
      """)
    #expect((0..<outline.count).map(outline.text) == ["let", "a", "=", "1", "let", "a", "=", "2"])
  }

  @Test func bracketsPairAndEncloseTheirTokens() {
    let outline = SourceOutline("f(a[0]) { b }")
    let paren = outline.index(of: "(")
    let bracket = outline.index(of: "[")
    let brace = outline.index(of: "{")
    #expect(outline.partner[paren] == outline.index(of: ")"))
    #expect(outline.partner[outline.index(of: "]")] == bracket)
    #expect(outline.enclosing[outline.index(of: "0")] == bracket)
    #expect(outline.enclosing[bracket] == paren)
    #expect(outline.enclosing[outline.index(of: "b")] == brace)
    #expect(Array(outline.ancestors(of: outline.index(of: "0"))) == [bracket, paren])
  }

  @Test func anUnmatchedCloserIsIgnoredAndAnUnclosedOpenerRunsToTheEnd() {
    let outline = SourceOutline("a ) { b ( c }")
    #expect(outline.partner[outline.index(of: ")")] == -1)
    // The `(` left open inside the braces stays unmatched; the braces still pair.
    #expect(outline.partner[outline.index(of: "{")] == outline.index(of: "}"))
    #expect(outline.partner[outline.index(of: "(")] == -1)
    #expect(outline.end(ofGroupAt: outline.index(of: "(")) == outline.count)
  }

  @Test func tenThousandNestedBracketsAreReadWithoutRecursion() {
    let depth = 10_000
    let source =
      String(repeating: "f { ", count: depth)
      + "List { ContentUnavailableView(\"No Rows\", systemImage: \"x\") }"
      + String(repeating: " }", count: depth)
    let outline = SourceOutline(source)
    let name = outline.index(of: "ContentUnavailableView")
    #expect(Array(outline.ancestors(of: name)).count == depth + 1)
    #expect(outline.roles[outline.index(of: "{")] == .closure)
  }

  @Test func eachTokenKnowsTheSystemsItsIfBranchCompilesFor() {
    let outline = SourceOutline(
      """
      #if os(iOS) || os(visionOS)
      a
      #elseif os(macOS)
      b
      #else
      c
      #endif
      #if DEBUG
      d
      #else
      e
      #endif
      f
      """)
    #expect(outline.systems[outline.index(of: "a")] == BuildSet([.iOS, .visionOS]))
    #expect(outline.systems[outline.index(of: "b")] == BuildSet(.macOS))
    #expect(outline.systems[outline.index(of: "c")] == BuildSet([.tvOS, .watchOS]))
    #expect(outline.systems[outline.index(of: "d")] == .all)
    #expect(outline.systems[outline.index(of: "e")] == .all)
    #expect(outline.systems[outline.index(of: "f")] == .all)
  }
}
