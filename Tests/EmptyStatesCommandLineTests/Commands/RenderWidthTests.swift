import EmptyStates
import EmptyStatesTerminal
import Foundation
import Testing

@testable import EmptyStatesCommandLine

/// `render --width N` for terminal text.
@Suite struct RenderWidthTests {
  static let widths = [20, 40, 80, 120]

  @Test(arguments: EmptyState.Preset.allCases, widths)
  func everyLineFitsTheWidth(preset: EmptyState.Preset, width: Int) throws {
    for format in ["text", "ansi"] {
      let outcome = cli(
        "render", "--preset", preset.rawValue, "--format", format, "--width", String(width))
      #expect(outcome.exitCode == .ok, "\(outcome.standardError)")
      // Columns as the terminal counts them: escape sequences take none.
      let visible = outcome.standardOutput.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
      let lines = visible.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count >= 3)
      for line in lines {
        #expect(line.count <= width, "\(format) line of \(line.count) columns: \(line)")
      }
    }
  }

  @Test func aNarrowWidthWrapsWhatAWideOneKeepsOnOneLine() {
    let narrow = cli("render", "--preset", "offline", "--format", "text", "--width", "20")
    let wide = cli("render", "--preset", "offline", "--format", "text", "--width", "120")
    #expect(narrow.standardOutput.contains("Check your\nconnection"))
    #expect(wide.standardOutput.contains("Check your connection and try again."))
  }

  @Test(arguments: ["19", "10001", "-3", "wide", ""])
  func aWidthOutOfRangeIsAUsageError(value: String) {
    let outcome = cli("render", "--preset", "offline", "--format", "text", "--width", value)
    #expect(outcome.exitCode == .usage)
    #expect(
      outcome.standardError
        == "error: empty-states render: invalid value \"\(value)\" for --width "
        + "(expected a whole number from 20 to 10000)\n")
  }

  /// The CLI takes every width the renderer lays out at, and no other: the bound is the
  /// renderer's.
  @Test func theWidestWidthIsTheRenderersWidest() {
    func ansi(width: Int) -> EmptyStatesCLI.Outcome {
      cli("render", "--preset", "offline", "--format", "ansi", "--width", String(width))
    }
    let widest = TerminalRenderer.widths.upperBound
    #expect(ansi(width: widest).exitCode == .ok)
    // Centred in all of it, not in a narrower cap.
    #expect(ansi(width: widest).standardOutput != ansi(width: 1_000).standardOutput)
    #expect(ansi(width: widest + 1).exitCode == .usage)
  }

  @Test func widthIsForTerminalTextOnly() {
    for format in ["json", "html"] {
      let outcome = cli("render", "--preset", "offline", "--format", format, "--width", "40")
      #expect(outcome.exitCode == .usage)
      #expect(
        outcome.standardError
          == "error: empty-states render: --width applies to --format text and ansi only\n")
    }
  }
}
