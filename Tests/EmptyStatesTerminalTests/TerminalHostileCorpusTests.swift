import EmptyStates
import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesTerminal

/// Every payload of the hostile corpus (`Fixtures/hostile`) in every place an app can put
/// text, drawn as plain and ANSI text at several widths and locales: no escape sequence but the
/// renderer's own styling, no control or reordering character, every isolate closed on the line
/// that opens it, output in proportion to the input, each render in bounded time.
@Suite(.timeLimit(.minutes(10))) struct TerminalHostileCorpusTests {
  /// The longest one render may take: a guard against a hang or a quadratic blow-up (a
  /// megabyte takes about a second in a debug build), with room for a loaded machine.
  static let timeLimit = Duration.seconds(30)
  /// Plain and styled text, each at a narrow, an odd and a wide width.
  static let modesAndWidths: [(TerminalRenderer.Mode, Int)] = [
    (.plain, 20), (.plain, 47), (.plain, 200), (.ansi, 20), (.ansi, 47), (.ansi, 80),
  ]
  static let locales = ["en", "ar", "ja"].map { EmptyStateLocalizer(localeIdentifier: $0) }

  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadInEveryFieldDrawsAsText(kind: HostilePayload.Kind) throws {
    let payloads = try HostileCorpus.payloads(kind)
    let large = kind == .generated
    for (mode, width) in large ? [(.ansi, 20), (.plain, 80)] : Self.modesAndWidths {
      let renderer = TerminalRenderer(mode: mode, width: width)
      for localizer in large ? [Self.locales[1]] : Self.locales {
        let label = "\(mode) at \(width), \(localizer.localeIdentifier)"
        for payload in payloads {
          let expectSafe = { (call: String, render: () -> String) in
            Self.expectSafe("\(payload) \(call), \(label)", payload, styled: mode == .ansi, render)
          }
          for shape in large ? [HostileStates.title] : HostileStates.shapes {
            let state = localizer.localize(shape.state(payload.text))
            expectSafe("in \(shape)") { renderer.render(state) }
            if !large { expectSafe("in \(shape), row") { renderer.renderRow(state) } }
          }
          guard !large else { continue }
          let presentation = localizer.localize(
            Presentation.resolve(.loaded([0]), query: payload.text, matchCount: 0))
          expectSafe("as a resolved query") { renderer.render(presentation) }
          expectSafe("as a progress label") { renderer.renderProgress(label: payload.text) }
        }
      }
    }
  }

  @Test func theCheckerFindsEscapesControlsAndOpenIsolates() {
    let found = HostileOutput.terminalViolations(
      "\u{1B}[1mok\u{1B}[0m \u{1B}]0;t\u{07}\n\u{2068}open\n\u{202E}\n", styled: true, input: "")
    #expect(found.count == 4, "\(found)")
    #expect(HostileOutput.terminalViolations("\u{1B}[1m", styled: false, input: "").count == 1)
    #expect(
      HostileOutput.terminalViolations("\u{1B}[1m\u{2068}a\u{2069}\n", styled: true, input: "")
        .isEmpty)
  }

  static func expectSafe(
    _ label: String, _ payload: HostilePayload, styled: Bool,
    sourceLocation: SourceLocation = #_sourceLocation, _ render: () -> String
  ) {
    var output = ""
    let elapsed = ContinuousClock().measure { output = render() }
    #expect(elapsed < timeLimit, "\(label): took \(elapsed)", sourceLocation: sourceLocation)
    let problems = HostileOutput.terminalViolations(output, styled: styled, input: payload.text)
    #expect(
      problems.isEmpty, "\(label): \(problems.joined(separator: "; "))",
      sourceLocation: sourceLocation)
  }
}
