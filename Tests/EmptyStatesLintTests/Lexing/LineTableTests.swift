import Testing

@testable import EmptyStatesLint

@Suite struct LineTableTests {
  @Test func lineFeedsCarriageReturnsAndBothEndLines() {
    let lines = Array("a\nb\r\nc\rd".utf8).withUnsafeBufferPointer { LineTable($0) }
    #expect(lines.lineStarts == [0, 2, 5, 7])
    #expect(lines.location(of: 5) == SourceLocation(offset: 5, line: 3, column: 1))
    #expect(lines.location(of: 8) == SourceLocation(offset: 8, line: 4, column: 2))
  }

  @Test func walkingForwardFindsTheSameLocationsAsSearching() {
    let lines = Array("ab\n\n\ncd\nef".utf8).withUnsafeBufferPointer { LineTable($0) }
    var cursor = 0
    let walked = (0...10).map { lines.location(of: $0, from: &cursor) }
    #expect(walked == (0...10).map { lines.location(of: $0) })
    #expect(walked.map(\.line) == [1, 1, 1, 2, 3, 4, 4, 4, 5, 5, 5])
  }
}
