import Testing

/// The screen model against byte sequences whose screens are worked out by hand.
@Suite struct TerminalScreenTests {
  private func draw(_ text: String, rows: Int = 4, columns: Int = 10) -> TerminalScreen {
    var screen = TerminalScreen(rows: rows, columns: columns)
    screen.feed(Array(text.utf8))
    return screen
  }

  @Test func carriageReturnAndLineFeedStartTheNextRow() {
    #expect(draw("ab\r\ncd").rows == ["ab", "cd", "", ""])
    #expect(draw("ab\r\ncd").text == "ab\ncd\n\n")
  }

  @Test func lineFeedAloneKeepsTheColumnAndBackspaceStepsBack() {
    #expect(draw("ab\ncd").rows == ["ab", "  cd", "", ""])
    #expect(draw("abc\u{8}\u{8}X").rows == ["aXc", "", "", ""])
  }

  @Test func lineFeedOnTheBottomRowScrollsUp() {
    #expect(draw("1\r\n2\r\n3\r\n4\r\n5", rows: 3).rows == ["3", "4", "5"])
  }

  @Test(arguments: [
    ("\u{1B}[2;3Hx", ["", "  x", "", ""]),
    ("abc\u{1B}[Hx", ["xbc", "", "", ""]),
    ("\u{1B}[3;2fy", ["", "", " y", ""]),
    ("\u{1B}[9;99Hz", ["", "", "", "         z"]),
    ("\u{1B}[3;5H\u{1B}[2Aa\u{1B}[Bb\u{1B}[3Cc\u{1B}[9Dd", ["    a", "d    b   c", "", ""]),
  ])
  func cursorPositioningAndMovement(input: String, expected: [String]) {
    #expect(draw(input).rows == expected)
  }

  @Test(arguments: [
    ("abcdef\u{1B}[1;3H\u{1B}[K", "ab"),
    ("abcdef\u{1B}[1;3H\u{1B}[0K", "ab"),
    ("abcdef\u{1B}[1;3H\u{1B}[1K", "   def"),
    ("abcdef\u{1B}[1;3H\u{1B}[2K", ""),
  ])
  func eraseInLine(input: String, expected: String) {
    #expect(draw(input).rows[0] == expected)
  }

  @Test(arguments: [
    ("ab\r\ncd\r\nef\u{1B}[2;2H\u{1B}[J", ["ab", "c", "", ""]),
    ("ab\r\ncd\r\nef\u{1B}[2;2H\u{1B}[1J", ["", "", "ef", ""]),
    ("ab\r\ncd\r\nef\u{1B}[2J", ["", "", "", ""]),
  ])
  func eraseInDisplay(input: String, expected: [String]) {
    #expect(draw(input).rows == expected)
  }

  @Test func eraseInDisplayLeavesTheCursorWhereItWas() {
    let screen = draw("ab\r\ncd\u{1B}[2Jx")
    #expect(screen.rows == ["", "  x", "", ""])
  }

  @Test func textWrapsAtTheRightMarginOnlyWhenMoreComes() {
    // The cursor waits on the last column: a full row followed by CR LF is not a blank row.
    #expect(draw("0123456789\r\nab", rows: 3).rows == ["0123456789", "ab", ""])
    #expect(draw("0123456789ab", rows: 3).rows == ["0123456789", "ab", ""])
  }

  @Test func erasingToTheEndOfAFullRowErasesItsLastCharacter() {
    // As xterm does: the pending cursor sits on the last column, which EL 0 includes.
    #expect(draw("0123456789\u{1B}[K\r\nab", rows: 3).rows == ["012345678", "ab", ""])
  }

  @Test func wideCharactersTakeTwoCellsAndCountOnceInTheRowText() throws {
    let screen = draw("界x")
    #expect(screen.rows[0] == "界x")
    #expect(try #require(screen.cell(row: 0, column: 0)).text == "界")
    #expect(try #require(screen.cell(row: 0, column: 1)).text == "")
    #expect(try #require(screen.cell(row: 0, column: 2)).text == "x")
    #expect(screen.cursorPosition.row == 0 && screen.cursorPosition.column == 3)
  }

  @Test func aWideCharacterThatDoesNotFitInTheLastColumnWraps() {
    #expect(draw("012345678界", rows: 2).rows == ["012345678", "界"])
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    #expect(draw("界界\u{1B}[1;2Hx").rows[0] == " x界")
    #expect(draw("界界\u{1B}[1;3Hx").rows[0] == "界x")
  }

  @Test func combiningMarksAndIsolatesJoinThePreviousCell() throws {
    let screen = draw("e\u{301}\u{2068}ab\u{2069}!")
    #expect(screen.rows[0] == "e\u{301}\u{2068}ab\u{2069}!")
    #expect(try #require(screen.cell(row: 0, column: 0)).text == "e\u{301}\u{2068}")
    #expect(try #require(screen.cell(row: 0, column: 2)).text == "b\u{2069}")
    #expect(screen.cursorPosition.row == 0 && screen.cursorPosition.column == 4)
  }

  @Test func utf8SplitAcrossFeedsIsOneCharacter() {
    var screen = TerminalScreen(rows: 1, columns: 10)
    let bytes = Array("a“界”".utf8)
    #expect(bytes.count == 10)
    screen.feed(bytes[0..<2])
    screen.feed(bytes[2..<5])
    screen.feed(bytes[5..<6])
    screen.feed(bytes[6...])
    #expect(screen.rows == ["a“界”"])
  }

  @Test func alternateScreenStartsBlankAndLeavingRestoresTheMainScreenAndCursor() {
    var screen = draw("main\r\nrow")
    screen.feed(Array("\u{1B}[?1049h".utf8))
    #expect(screen.isAlternateScreen)
    #expect(screen.rows == ["", "", "", ""])
    screen.feed(Array("\u{1B}[Halt".utf8))
    #expect(screen.rows == ["alt", "", "", ""])
    screen.feed(Array("\u{1B}[?1049l!".utf8))
    #expect(!screen.isAlternateScreen)
    #expect(screen.rows == ["main", "row!", "", ""])
  }

  @Test func cursorVisibility() {
    var screen = TerminalScreen(rows: 1, columns: 4)
    #expect(screen.isCursorVisible)
    screen.feed(Array("\u{1B}[?25l".utf8))
    #expect(!screen.isCursorVisible)
    screen.feed(Array("\u{1B}[?25h".utf8))
    #expect(screen.isCursorVisible)
  }

  @Test func graphicRenditionSetsAndResetsAttributes() {
    let screen = draw(
      "\u{1B}[1mB\u{1B}[22;2mD\u{1B}[0;4;7;31mU\u{1B}[24;27;39mP\u{1B}[mN", rows: 1)
    #expect(screen.rows == ["BDUPN"])
    #expect(screen.attributes(of: "B") == .init(bold: true))
    #expect(screen.attributes(of: "D") == .init(dim: true))
    #expect(screen.attributes(of: "U") == .init(underline: true, reverse: true, foreground: 1))
    #expect(screen.attributes(of: "P") == .init())
    #expect(screen.attributes(of: "N") == .init())
    #expect(screen.attributes(of: "absent") == nil)
  }

  @Test func attributesOfTextFindTheFirstOccurrenceAfterWideCharacters() {
    let screen = draw("界 ok\r\n\u{1B}[2mTry\u{1B}[m Try", rows: 2)
    #expect(screen.attributes(of: "ok") == .init())
    #expect(screen.attributes(of: "Try") == .init(dim: true))
    #expect(screen.rowsContaining("Try") == [1])
    #expect(screen.rowsContaining("ok") == [0])
    #expect(screen.rowsContaining("nothing").isEmpty)
  }

  @Test func aFrameIsRecordedWhenASynchronizedUpdateEnds() throws {
    var screen = TerminalScreen(rows: 2, columns: 6)
    let first = "\u{1B}[?2026h\u{1B}[Hone\u{1B}[K\r\ntwo\u{1B}[K\u{1B}[J\u{1B}[0m\u{1B}[?2026l"
    screen.feed(Array(first.utf8))
    screen.feed(Array("\u{1B}[?2026h\u{1B}[Hthree\u{1B}[K\u{1B}[J".utf8))
    // The second update has not ended: one frame so far.
    #expect(screen.frames.count == 1)
    screen.feed(Array("\u{1B}[?2026l".utf8))
    try #require(screen.frames.count == 2)
    #expect(screen.frames[0].rows == ["one", "two"])
    #expect(screen.frames[0].byteOffset == first.utf8.count)
    #expect(screen.frames[1].rows == ["three", ""])
    #expect(screen.frames[1].text == "three\n")
  }

  @Test(arguments: [
    "\u{1B}]0;title\u{7}ok", "\u{1B}]2;a title\u{1B}\\ok", "\u{1B}]8;;http://x\u{7}ok",
  ])
  func operatingSystemCommandsAreSwallowed(input: String) {
    #expect(draw(input).rows[0] == "ok")
  }

  @Test(arguments: [
    "\u{1B}(Bok", "\u{1B}7\u{1B}8ok", "\u{1B}[>1;2cok", "\u{1B}[?1000;1006hok", "\u{1B}[5@ok",
    "\u{7}\u{0}\u{E}\u{F}\u{7F}ok",
  ])
  func otherSequencesAndControlsDrawNothing(input: String) {
    #expect(draw(input).rows[0] == "ok")
  }

  @Test func garbageAndTruncatedSequencesDoNotCrash() {
    var screen = TerminalScreen(rows: 3, columns: 5)
    let pieces: [[UInt8]] = [
      [0x1B], [0x1B, 0x5B], Array("\u{1B}[99999999999999999999;-3H".utf8), [0xFF, 0xFE, 0xC3],
      [0xE7, 0x95], Array("\u{1B}[?".utf8), [0x80, 0xBF], Array("\u{1B}]unterminated".utf8),
    ]
    for piece in pieces { screen.feed(piece) }
    var generator = SystemRandomNumberGenerator()
    screen.feed((0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
    screen.resize(rows: 1, columns: 1)
    screen.feed(Array("\u{1B}\\\u{1B}[0m\u{1B}[Hz界".utf8))
    #expect(screen.rows == ["界"])
  }

  @Test func resizeCutsAndPadsTheGrid() {
    var screen = draw("abcdefgh\r\n0123", rows: 2, columns: 10)
    screen.resize(rows: 3, columns: 4)
    #expect(screen.rows == ["abcd", "0123", ""])
    screen.feed(Array("\u{1B}[3;1H界界界".utf8))
    #expect(screen.rows == ["0123", "界界", "界"])
  }

  @Test func aWideCharacterCutInHalfByAResizeGoesWhole() {
    var screen = draw("a界", rows: 1, columns: 10)
    screen.resize(rows: 1, columns: 2)
    #expect(screen.rows == ["a"])
  }
}
