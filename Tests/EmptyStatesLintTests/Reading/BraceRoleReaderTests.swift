import Testing

@testable import EmptyStatesLint

@Suite struct BraceRoleReaderTests {
  @Test func keywordsGiveTheirBracesRoles() {
    let outline = SourceOutline(
      """
      struct A: View {
        @State private var rows: [Row] = []
        var body: some View {
          if let first = rows.first, first.ok { X() } else if rows.isEmpty { Y() } else { Z() }
        }
        func f() { guard ok else { return }; switch x { case .a: break }; for r in rows { } }
        let handler = { print(1) }
      }
      """)
    let roles = (0..<outline.count).filter { outline.kind($0) == .leftBrace }.map {
      outline.roles[$0]
    }
    #expect(
      roles == [
        .typeBody(keyword: outline.index(of: "struct")),
        .propertyBody(keyword: outline.index(of: "var", 2)),
        .ifBody(keyword: outline.index(of: "if")),
        .ifBody(keyword: outline.index(of: "if", 2)),
        .elseBody(keyword: outline.index(of: "else", 2)),
        .functionBody(keyword: outline.index(of: "func")),
        .guardBody(keyword: outline.index(of: "guard")),
        .switchBody(keyword: outline.index(of: "switch")),
        .block(keyword: outline.index(of: "for")),
        .closure,
      ])
  }

  @Test func trailingClosuresAreClosuresAndInitCallsLeaveNoRole() {
    let outline = SourceOutline("List(rows) { row in Text(row) }.overlay { Self.init(x) { } }")
    let braces = (0..<outline.count).filter { outline.kind($0) == .leftBrace }
    #expect(braces.count == 3)
    #expect(braces.allSatisfy { outline.roles[$0] == .closure })
  }
}
