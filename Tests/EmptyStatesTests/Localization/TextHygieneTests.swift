import Foundation
import Testing

@testable import EmptyStates

@Suite struct TextHygieneTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("a\u{2067}b", "ab"),  // a stray right-to-left isolate
    ("a\u{2066}b\u{2069}c", "abc"),  // a left-to-right isolate and its PDI
    ("a\u{202E}b\u{202C}", "ab"),  // an override and its pop
    ("a\u{2068}b\u{2069}c", "a\u{2068}b\u{2069}c"),  // a balanced first-strong isolate stays
    ("a\u{2069}b", "ab"),  // a PDI that closes nothing
    ("a\u{2068}b", "a\u{2068}b\u{2069}"),  // an isolate left open is closed
    ("tab\there", "tab here"),
    ("line\none", "line\none"),
    ("crlf\r\nline", "crlf\nline"),
    ("bell\u{7}esc\u{1B}[31m", "bellesc[31m"),
    ("c1\u{85}\u{9B}", "c1"),
    ("sep\u{2028}para\u{2029}", "seppara"),
    ("zwj 👩\u{200D}💻, zwnj می\u{200C}خواهم", "zwj 👩\u{200D}💻, zwnj می\u{200C}خواهم"),
  ])
  func displayableKeepsWhatIsReadAndDropsWhatReorders(input: String, expected: String) {
    #expect(TextHygiene.displayable(input) == expected)
  }

  @Test func displayableJoinsLinesWhenAsked() {
    #expect(TextHygiene.displayable("one\ntwo", newlines: .joined) == "one two")
  }

  /// The scan that lets clean text through uncopied decides as the scalar-by-scalar path
  /// does, for every scalar of the first three planes alone and between letters, in both
  /// line modes.
  @Test(arguments: [TextHygiene.Newlines.kept, .joined])
  func theScanForCleanTextAgreesWithCleaningForEveryScalar(newlines: TextHygiene.Newlines) {
    var disagreements: [String] = []
    for value in UInt32(0)...0x2_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in [String(scalar), "a\(scalar)b"] {
        let isClean = TextHygiene.cleaned(text, newlines: newlines) == text
        if TextHygiene.isDisplayable(text, newlines: newlines) != isClean {
          disagreements.append(String(value, radix: 16))
        }
      }
    }
    #expect(disagreements.isEmpty, "U+\(disagreements.prefix(10))")
  }

  @Test(arguments: [
    ("No Results for \u{2068}bryce\u{2069}", true),
    ("\u{2068}\u{2068}a\u{2069}\u{2069}", true),
    ("\u{2068}a\u{2069}\u{2069}", false),  // one PDI too many
    ("\u{2069}\u{2068}", false),  // a PDI before its FSI
    ("\u{2068}\u{2068}a\u{2069}", false),  // one left open
    ("لا توجد نتائج · 日本語 · é\u{00A0}—…", true),
    ("a\u{00A0}\u{00BF}", true),  // C2 A0 and C2 BF: no controls
    ("a\u{009F}", false),
  ])
  func theScanForCleanTextBalancesIsolatesAndKnowsC1Controls(text: String, isClean: Bool) {
    #expect(TextHygiene.isDisplayable(text, newlines: .kept) == isClean)
    #expect((TextHygiene.displayable(text) == text) == isClean)
  }

  @Test func isolationWrapsInFirstStrongIsolates() {
    #expect(TextHygiene.isolated("بحث") == "\u{2068}بحث\u{2069}")
    #expect(TextHygiene.withoutIsolates(TextHygiene.isolated("بحث")) == "بحث")
  }

  @Test(arguments: [
    ("שלום", true), ("مرحبا", true), ("ދިވެހި", true), ("hello", false), ("日本", false),
  ])
  func findsRightToLeftLetters(text: String, isRightToLeft: Bool) {
    #expect(TextHygiene.containsRightToLeft(text) == isRightToLeft)
  }

  @Test(arguments: ["\u{200B}", "\u{2068}", "\u{0}", "\u{E000}", "\u{2028}", "\u{FEFF}"])
  func invisibleScalarsAreInvisible(scalar: String) {
    #expect(scalar.unicodeScalars.count == 1)
    #expect(scalar.unicodeScalars.allSatisfy(TextHygiene.isInvisible))
  }

  @Test func decodedSpecTextIsDrawableText() throws {
    let state = try EmptyState(json: Data(#"{"title": "x\u2067y\u0007"}"#.utf8))
    let title = EmptyStateLocalizer(localeIdentifier: "en").localize(state).title
    #expect(title == "xy")
  }

  /// The renderers and the CLI keep no character list of their own: no bidirectional control
  /// or C0/C1 range appears in their sources (the core's `TextHygiene` is the one list).
  @Test(arguments: [
    "EmptyStatesHTML", "EmptyStatesTerminal", "EmptyStatesCommandLine",
    "EmptyStatesCommandLineContract",
  ])
  func renderersKeepNoCharacterListOfTheirOwn(module: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/\(module)")
    let files =
      FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") } ?? []
    #expect(!files.isEmpty)
    let pattern = try Regex(
      #"0x(20(2[8-9A-Ea-e]|6[6-9])|7F|9F|1F)\b|\\u\{(20(2[8-9A-Ea-e]|6[6-9])|7F|9F|1F)\}"#)
    for file in files {
      let text = try String(
        contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      #expect(!text.contains(pattern), "\(module)/\(file) keeps a character list of its own")
    }
  }
}
