import EmptyStates
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

  @Test(arguments: ["19", "1001", "-3", "wide", ""])
  func aWidthOutOfRangeIsAUsageError(value: String) {
    let outcome = cli("render", "--preset", "offline", "--format", "text", "--width", value)
    #expect(outcome.exitCode == .usage)
    #expect(
      outcome.standardError
        == "error: empty-states render: invalid value \(value.quotedForDisplay) for --width "
        + "(expected a whole number from 20 to 1000)\n")
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
