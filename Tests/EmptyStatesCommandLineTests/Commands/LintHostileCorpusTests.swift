import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesCommandLine

/// `empty-states lint` over Swift files that carry every payload of the hostile corpus
/// (`Fixtures/hostile`) in string literals, comments and suppressions, files of invalid
/// UTF-8, and giant sources made by recipe; and every payload as an option's value or a path.
/// Findings and notes come out as clean lines and valid JSON and SARIF, in bounded time.
@Suite(.timeLimit(.minutes(10))) struct LintHostileCorpusTests {
  /// A Swift view with `text` in every place the rules read text or a person writes it.
  static func source(carrying text: String) -> String {
    let literal = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      .replacing("\n", with: "\\n").replacing("\r", with: "\\r")
    return """
      // \(text.replacing("\n", with: " "))
      /* \(text.replacing("*/", with: "* /")) */
      struct V: View {
        var body: some View {
          List { ContentUnavailableView("\(literal)", systemImage: "\(literal)") }
          // empty-states:disable-next-line \(text.replacing("\n", with: " "))
          ContentUnavailableView("\(literal)", systemImage: "x", description: Text(#"\(literal)"#))
          Text(\"\"\"
            \(literal)
            \"\"\")
        }
      }

      """
  }

  @Test func hostileSourcesGiveCleanFindingsInEveryFormat() throws {
    // The generated giants stay out: the source recipes bring megabytes of their own.
    let corpus = try HostileCorpus.load(generated: false)
    try #require(!corpus.payloads.isEmpty)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var input = 0
    for (index, payload) in corpus.payloads.enumerated() {
      let text = Self.source(carrying: payload.text)
      input += text.utf8.count
      try folder.write("payloads/\(index).swift", text)
    }
    for file in corpus.byteFiles {
      input += file.swiftSource.count
      try folder.write("bytes/\(file.name).swift", bytes: file.swiftSource)
    }
    for (index, recipe) in corpus.sourceRecipes.enumerated() {
      input += recipe.count
      try folder.write("recipes/\(index).swift", bytes: recipe.bytes)
    }
    for format in ["text", "json", "sarif"] {
      let outcome = HostileOutcome.expectSafe(
        ["lint", "--format", format, folder.url.path],
        output: format == "text" ? .lines : .json, input: String(repeating: "x", count: input),
        label: "lint, \(format)", errors: [], successes: [.lintFindings])
      #expect(outcome.exitCode == .lintFindings, "the payloads' views have findings")
      // Notes (read with recovery, skipped) are lines of their own, as clean as findings.
      let notes = outcome.standardError.split(separator: "\n")
      #expect(!notes.isEmpty, "the invalid UTF-8 files are read with recovery, with a note")
      #expect(!notes.contains { !$0.hasPrefix("note: ") }, "\(notes)")
    }
  }

  /// One comment naming 20,000 unknown rules on one line: a finding each, found in linear
  /// time (each finding once copied the whole line: minutes, and gigabytes).
  @Test func aSuppressionNamingThousandsOfUnknownRulesFinishes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let ids = (0..<20_000).map { "no-rule-\($0)" }
    let path = try folder.write(
      "View.swift", "// empty-states:disable-next-line \(ids.joined(separator: " "))\nlet x = 1\n")
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = cli("lint", "--format", "json", path)
    #expect(clock.now - start < .seconds(10))
    #expect(outcome.exitCode == .lintFindings)
    let findings = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    #expect((findings as? [Any])?.count == ids.count)
  }

  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadAsAnOptionValueOrPath(kind: HostilePayload.Kind) throws {
    let payloads = try HostileCorpus.payloads(kind)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let view = try folder.write("View.swift", "struct V {}\n")
    for (index, payload) in payloads.enumerated() {
      let text = payload.text
      let baseline = try folder.write("baseline-\(index).json", text)
      let runs = [
        ["lint", "--rule", text, view], ["lint", "--deployment-target", text, view],
        ["lint", "--format", text, view], ["lint", "--baseline", baseline, view],
      ]
      for words in runs {
        HostileOutcome.expectSafe(
          words, output: .lines, input: text, label: "\(payload): \(words.dropLast())")
      }
      let missing = ["lint", "--", "/nonexistent/" + text]
      HostileOutcome.expectSafe(missing, output: .lines, input: text, label: "\(payload) path")
    }
  }
}
