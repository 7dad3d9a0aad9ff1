import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesCommandLine

/// Every preset at every width, in English, Japanese and Arabic, as plain and ANSI text, read
/// against the String Catalog with `TerminalOracle`'s own columns and break rule: the words are
/// the catalog's in reading order, every line fits, breaks are greedy, ANSI lines are centred
/// and plain ones are not, and no escape but the renderer's styling appears.
@Suite struct RenderLayoutOracleTests {
  /// English, a CJK locale and a right-to-left one.
  static let locales = ["en", "ja", "ar"]

  /// The widest a line wraps at: the terminal's width, or the readable width of the regular
  /// size's metrics on the character grid where that is narrower (a compact terminal, below 46
  /// columns, is narrower than either readable width).
  static func wrapWidth(_ width: Int) -> Int {
    let metrics = EmptyStateMetrics(platform: .web)
    let readable = metrics.maxContentWidth.map(metrics.characterGrid.columns) ?? width
    return min(width, readable)
  }

  /// The catalog's `strings` table, read from the source tree.
  static func catalog() throws -> [String: Any] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("Sources/EmptyStates/Resources/Localizable.xcstrings")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let file = try #require(object as? [String: Any])
    return try #require(file["strings"] as? [String: Any])
  }

  /// The catalog's text for `key` in `locale`.
  static func text(_ key: String, _ locale: String, in catalog: [String: Any]) throws -> String {
    let entry = try #require(catalog[key] as? [String: Any], "\(key)")
    let localizations = try #require(entry["localizations"] as? [String: Any])
    let localization = try #require(localizations[locale] as? [String: Any], "\(key) \(locale)")
    let unit = try #require(localization["stringUnit"] as? [String: Any])
    return try #require(unit["value"] as? String)
  }

  /// The title, description and bracketed action titles the output must read, from the
  /// catalog; the action ids from the core's JSON.
  static func paragraphs(_ preset: EmptyState.Preset, _ locale: String) throws -> [String] {
    let catalog = try catalog()
    let title = preset == .noResults ? "no-results.title" : "\(preset.rawValue).title"
    let object = try json(
      cli("render", "--preset", preset.rawValue, "--locale", locale).standardOutput)
    let actions = try #require(object["actions"] as? [[String: Any]])
    let ids = try actions.map { try #require($0["id"] as? String) }
    return try [
      text(title, locale, in: catalog), text("\(preset.rawValue).description", locale, in: catalog),
    ]
      + ids.map { "[" + (try text("action.\($0)", locale, in: catalog)) + "]" }
  }

  @Test(arguments: EmptyState.Preset.allCases, RenderWidthTests.widths)
  func everyPresetReadsTheCatalogWrappedGreedilyAndFitted(
    preset: EmptyState.Preset, width: Int
  ) throws {
    for locale in Self.locales {
      let paragraphs = try Self.paragraphs(preset, locale)
      for format in ["text", "ansi"] {
        let outcome = cli(
          "render", "--preset", preset.rawValue, "--locale", locale, "--format", format,
          "--width", String(width))
        #expect(outcome.exitCode == .ok, "\(outcome.standardError)")
        try check(
          outcome.standardOutput, paragraphs: paragraphs, ansi: format == "ansi", width: width,
          "\(preset.rawValue) \(locale) \(format) \(width)")
      }
    }
  }

  func check(
    _ output: String, paragraphs: [String], ansi: Bool, width: Int, _ name: String
  ) throws {
    let unstyled = TerminalOracle.unstyled(output)
    #expect(!unstyled.unicodeScalars.contains(where: TerminalOracle.isControl), "\(name)")
    if !ansi { #expect(unstyled == output, "\(name): plain text has no styling") }
    var lines = TerminalOracle.lines(output)
    if ansi {
      // The symbol's glyph leads, then a blank line.
      let glyph = try #require(lines.first).drop { $0 == " " }
      #expect(glyph.count == 1 && !glyph.contains { $0.isLetter }, "\(name): \(glyph)")
      lines.removeFirst()
    }
    var read: [(text: Substring, units: [TerminalOracle.Unit])] = []
    for line in lines {
      #expect(TerminalOracle.columns(line) <= width, "\(name): \(line)")
      let text = line.drop { $0 == " " }
      guard !text.isEmpty else {
        #expect(line.isEmpty, "\(name): a blank line holds nothing")
        continue
      }
      let padding = line.count - text.count
      let centred = ansi ? (width - TerminalOracle.columns(text)) / 2 : 0
      #expect(padding == centred, "\(name): \(line)")
      read.append((text, TerminalOracle.units(text)))
    }
    let expected = paragraphs.map(TerminalOracle.units)
    let words = expected.joined().map(\.text)
    #expect(read.flatMap(\.units).map(\.text) == words, "\(name)")
    try checkGreedy(read, expected: expected, width: Self.wrapWidth(width), name)
  }

  /// The title's and the description's lines each start a paragraph or take what the line before
  /// could not.
  func checkGreedy(
    _ read: [(text: Substring, units: [TerminalOracle.Unit])],
    expected: [[TerminalOracle.Unit]], width: Int, _ name: String
  ) throws {
    var line = 0
    for paragraph in expected.prefix(2) {
      var taken = 0
      while taken < paragraph.count {
        let units = try #require(read.indices.contains(line) ? read[line].units : nil, "\(name)")
        taken += units.count
        #expect(taken <= paragraph.count, "\(name): a line runs into the next paragraph")
        if taken < paragraph.count, read.indices.contains(line + 1) {
          let next = paragraph[taken]
          let room = TerminalOracle.columns(read[line].text) + (next.spaced ? 1 : 0)
          #expect(
            room + TerminalOracle.columns(next.text) > width,
            "\(name): \(next.text) fits after \(read[line].text)")
        }
        line += 1
      }
    }
  }
}
