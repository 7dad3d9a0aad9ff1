import Foundation
import Testing

@testable import EmptyStatesCommandLine

/// A hostile query at every width: nothing it holds reaches the terminal as a control.
@Suite struct RenderHostileQueryTests {
  @Test(arguments: RenderWidthTests.widths)
  func aHostileQueryNeverControlsTheTerminal(width: Int) {
    let query = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}evil\u{0}bryce"
    for format in ["text", "ansi"] {
      let outcome = cli(
        "render", "--preset", "no-results", "--query", query, "--format", format, "--width",
        String(width))
      #expect(outcome.exitCode == .ok, "\(outcome.standardError)")
      let output = outcome.standardOutput
      #expect(!output.isEmpty)
      // Only the renderer's own styling (SGR, `ESC [ … m`) may start with ESC.
      let withoutStyling = output.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
      #expect(!withoutStyling.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(!output.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{7}" })
      // The query is one word wider than a narrow line: it breaks between characters, and
      // reads whole with the line breaks (and the centring after them) taken out.
      #expect(withoutStyling.replacing(#/\n */#, with: "").contains("bryce"))
    }
  }

  /// A query of every kind of control: a clear-screen sequence, an OSC window title ended by
  /// BEL, a right-to-left override, NUL, the C1 control sequence introducer, a lone left-to-right
  /// isolate; and a Hebrew word, so the title isolates the query, and enough words that the
  /// isolate wraps at every width.
  static let hostile =
    "\u{1B}[2J\u{1B}]0;x\u{07}שלום \u{202E}evil\u{0} bryce\u{9B}31m lone\u{2066} query with many words"
  /// `hostile` cleaned by the core's rule (`SearchQuery`): white space folded and trimmed, every
  /// scalar `TextHygiene.isInvisible` names — controls, format characters such as U+202E and
  /// U+2066 — dropped, and what printable text an escape sequence held kept as text.
  static let visible = "[2J]0;xשלום evil bryce31m lone query with many words"

  @Test(arguments: RenderWidthTests.widths)
  func aHostileQueryDrawsExactlyAsItsVisibleText(width: Int) {
    for format in ["text", "ansi"] {
      let outcomes = [Self.hostile, Self.visible].map {
        cli(
          "render", "--preset", "no-results", "--query", $0, "--format", format, "--width",
          String(width))
      }
      #expect(outcomes.allSatisfy { $0.exitCode == .ok })
      let output = outcomes[0].standardOutput
      #expect(output == outcomes[1].standardOutput)
      #expect(output.contains("שלום"))
      let unstyled = TerminalOracle.unstyled(output)
      #expect(!unstyled.unicodeScalars.contains(where: TerminalOracle.isControl))
      #expect(format == "ansi" || unstyled == output, "plain text carries no styling")
      let lines = TerminalOracle.lines(output)
      for line in lines {
        #expect(TerminalOracle.isolatesBalance(line), "\(format) \(width): \(line)")
      }
      // The isolate spans lines: every one of them opens and closes it.
      #expect(lines.count { $0.contains("\u{2068}") } >= 2, "\(format) \(width)")
    }
  }
}
