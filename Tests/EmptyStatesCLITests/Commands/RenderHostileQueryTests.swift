import Foundation
import Testing

@testable import empty_states

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
      #expect(withoutStyling.contains("bryce"))
    }
  }
}
