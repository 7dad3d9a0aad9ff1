import Foundation
import Testing

@testable import EmptyStatesCommandLine

/// The README's captures of the demo are what the demo draws after the keys each one names:
/// the front door never shows a screen the demo no longer has.
@Suite struct DemoREADMECaptureTests {
  struct Capture {
    var keys: [DemoKey]
    var rows: [String]
  }

  /// Each `<!-- demo capture: KEYS -->` of the README and the code block after it. KEYS are
  /// words: `Esc` and `Enter`, or characters each typed in turn.
  static func captures() throws -> [Capture] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    let lines = try String(contentsOf: readme, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var captures: [Capture] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- demo capture: ") {
      let words = line.dropFirst("<!-- demo capture: ".count).dropLast(" -->".count)
        .split(separator: " ")
      let keys = words.flatMap { word -> [DemoKey] in
        switch word {
        case "Esc": [.escape]
        case "Enter": [.enter]
        default: word.map { .character($0) }
        }
      }
      guard lines.indices.contains(index + 1), lines[index + 1] == "```",
        let end = lines[(index + 2)...].firstIndex(of: "```")
      else { continue }
      captures.append(Capture(keys: keys, rows: Array(lines[(index + 2)..<end])))
    }
    return captures
  }

  /// `text` without its styling and trailing spaces: what a capture of the screen keeps.
  func unstyled(_ text: String) -> String {
    var result = TerminalOracle.unstyled(text)
    while result.last == " " { result.removeLast() }
    return result
  }

  @Test func theREADMEShowsTwoScreensAsTheDemoDrawsThem() throws {
    let captures = try Self.captures()
    #expect(captures.count == 2)
    for capture in captures {
      var model = DemoModel(
        locales: DemoCommand.locales, rules: DemoCommand.defaults.rules, policy: .standard)
      model.start(at: 0)
      model.advance(to: 5)
      for key in capture.keys { model.press(key, at: 6) }
      model.advance(to: 10)
      let screen = DemoScreen(
        rows: capture.rows.count, columns: 64, isStyled: true, defaults: DemoCommand.defaults)
      #expect(screen.draw(model, at: 10).map(unstyled) == capture.rows, "\(capture.keys)")
    }
  }
}
