import Testing

@testable import EmptyStatesLint

@Suite struct EmptyStateLinterNoteTests {
  @Test func aRealPathIsShownWhole() {
    let note = EmptyStateLinter.Note(file: "Sources/Vues/Écran.swift", message: "cannot be read")
    #expect(note.description == "Sources/Vues/Écran.swift: cannot be read")
  }

  @Test func aPathLongerThanAnyRealOneIsCutSoTheNoteStaysALine() {
    let path = "/" + String(repeating: "a", count: 5_000) + ".swift"
    let note = EmptyStateLinter.Note(file: path, message: "no such file or folder")
    #expect(
      note.description == "/" + String(repeating: "a", count: 1_023) + "…: no such file or folder")
  }

  @Test func whatCouldDriveATerminalIsTakenOutOfThePath() {
    let note = EmptyStateLinter.Note(file: "a\u{1B}[2J\u{202E}b.swift", message: "cannot be read")
    #expect(!note.description.unicodeScalars.contains("\u{1B}"))
    #expect(!note.description.unicodeScalars.contains("\u{202E}"))
    #expect(note.description.hasSuffix("b.swift: cannot be read"))
  }
}
