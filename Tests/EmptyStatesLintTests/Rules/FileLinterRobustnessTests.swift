import Testing

@testable import EmptyStatesLint

@Suite(.timeLimit(.minutes(3))) struct FileLinterRobustnessTests {
  private let linter = FileLinter(
    rules: Set(EmptyStateLinter.Rule.allCases), deploymentTargets: [:])

  @Test func aBinaryFileIsSkippedWithANote() {
    let result = linter.lint([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01, 0x02], path: "image.swift")
    #expect(result.findings.isEmpty)
    #expect(result.problem == "skipped: not a text file")
  }

  @Test func invalidUTF8AndUnterminatedLiteralsAreReadWithRecovery() {
    var bytes = Array(
      "List { ContentUnavailableView(\"No \u{1}Rows\", systemImage: \"x\") }\n".utf8)
    bytes += [0xFF, 0xFE, 0x0A]
    bytes += Array("let s = \"never closed\n/* nor this".utf8)
    let result = linter.lint(bytes, path: "broken.swift")
    #expect(result.findings.map(\.rule) == [.emptyStateInListRow])
    #expect(result.problem?.hasPrefix("read with recovery: ") == true)
  }

  @Test func aTenMegabyteFileFinishes() {
    let view = """
      struct V: View {
        var body: some View {
          List { Text("row") }
            .overlay { if rows.isEmpty { ContentUnavailableView("No Rows", systemImage: "x") } }
        }
      }

      """
    let copies = 10_000_000 / view.utf8.count + 1
    let bytes = Array(String(repeating: view, count: copies).utf8)
    #expect(bytes.count >= 10_000_000)
    let result = linter.lint(bytes, path: "huge.swift")
    #expect(result.findings.isEmpty)
    #expect(result.problem == nil)
  }

  @Test func tenThousandDeepNestingIsLinted() {
    let depth = 10_000
    let source =
      "struct V: View { var body: some View { List { "
      + String(repeating: "VStack { ", count: depth)
      + "ContentUnavailableView(\"No Rows\", systemImage: \"x\")"
      + String(repeating: " }", count: depth) + " } } }"
    let result = linter.lint(Array(source.utf8), path: "deep.swift")
    #expect(result.findings.map(\.rule) == [.emptyStateInListRow])
  }

  @Test func controlCharactersFromTheSourceNeverReachAMessage() {
    let source =
      "// empty-states:disable-next-line \u{1B}[31mred\u{202E}\n"
    let messages = linter.lint(Array(source.utf8), path: "x.swift").findings.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\u{202E}") })
  }
}
