import EmptyStatesLint
import Foundation
import Testing

/// The README's rule table lists every rule id, and only those.
@Suite struct RuleListInREADMETests {
  @Test func theTableListsEveryRule() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"),
      encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "## Lint your SwiftUI code").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
    let listed = rows.flatMap { row in
      row.split(separator: "|").first.map { cell in
        cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
          String($0.element)
        }
      } ?? []
    }
    #expect(listed.sorted() == EmptyStateLinter.Rule.allCases.map(\.rawValue).sorted())
  }
}
