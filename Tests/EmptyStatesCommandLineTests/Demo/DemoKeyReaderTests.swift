import Testing

@testable import EmptyStatesCommandLine

/// Bytes from a raw-mode terminal into keys.
@Suite struct DemoKeyReaderTests {
  func keys(_ reads: [UInt8]...) -> [DemoKey] {
    var reader = DemoKeyReader()
    return reads.flatMap { reader.keys(from: $0) }
  }

  func bytes(_ text: String) -> [UInt8] {
    Array(text.utf8)
  }

  @Test func printableCharactersAndControlKeys() {
    #expect(
      keys(bytes("a/\r\u{7F}\u{03}\u{08}\n"))
        == [.character("a"), .character("/"), .enter, .backspace, .interrupt, .backspace, .enter])
  }

  @Test func aLoneEscAtTheEndOfAReadIsTheEscKey() {
    #expect(keys([0x1B]) == [.escape])
    #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
  }

  @Test func arrowKeysAreReadWholeAndTheirLettersAreNotTyped() {
    #expect(
      keys(bytes("\u{1B}[A\u{1B}[1;5Cx\u{1B}OP")) == [.other, .other, .character("x"), .other])
  }

  @Test func aSequenceSplitBetweenReadsIsOneKey() {
    #expect(keys(bytes("\u{1B}[1;"), bytes("5Dq")) == [.other, .character("q")])
  }

  @Test func aCharacterSplitBetweenReadsIsTypedOnce() {
    // "é" is C3 A9; "山" is E5 B1 B1.
    #expect(
      keys([0x61, 0xC3], [0xA9, 0xE5, 0xB1], [0xB1]) == [
        .character("a"), .character("é"), .character("山"),
      ])
  }

  @Test func controlsFormatCharactersAndBrokenBytesAreNeverTyped() {
    // U+202E RIGHT-TO-LEFT OVERRIDE, U+200B ZERO WIDTH SPACE, C1 U+009B, a stray continuation
    // byte and a byte no UTF-8 character starts with.
    let input = bytes("\u{202E}\u{200B}\u{9B}") + [0x80, 0xFF, 0x00, 0x07] + bytes("z")
    #expect(
      keys(input) == [.other, .other, .other, .other, .other, .other, .other, .character("z")])
  }

  @Test func anEndlessSequenceIsDroppedNotKeptForEver() {
    let garbage = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 40)
    #expect(keys(garbage, bytes("q")) == [.other, .character("q")])
  }
}
