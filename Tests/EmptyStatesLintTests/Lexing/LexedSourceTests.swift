import Testing

@testable import EmptyStatesLint

@Suite struct LexedSourceTests {
  @Test func nulInTheFirst8KBMeansBinary() {
    #expect(LexedSource.looksBinary([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]))
    #expect(LexedSource.looksBinary(Array(repeating: UInt8(ascii: "a"), count: 8191) + [0]))
    #expect(!LexedSource.looksBinary(Array(repeating: UInt8(ascii: "a"), count: 8192) + [0]))
    #expect(!LexedSource.looksBinary(Array("struct A {}".utf8)))
  }

  @Test func emptyFileHasNoTokens() {
    let source = LexedSource("")
    #expect(source.tokens.isEmpty)
    #expect(source.diagnostics.isEmpty)
  }

  @Test func binaryNoiseTerminatesWithCappedDiagnostics() {
    // A fixed pseudo-random megabyte: every byte value, NULs and broken UTF-8 included.
    var state: UInt32 = 2_463_534_242
    let bytes = (0..<1_000_000).map { _ -> UInt8 in
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return UInt8(truncatingIfNeeded: state)
    }
    let source = LexedSource(bytes)
    #expect(!source.tokens.isEmpty)
    #expect(source.tokensAreOrdered)
    #expect(source.diagnostics.count == Lexer.maximumDiagnostics)
  }

  @Test func tenThousandNestedParenthesesAreTwentyThousandTokens() {
    let source = LexedSource(
      String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000))
    #expect(source.tokens.count == 20_001)
    #expect(source.tokens.filter { $0.kind == .leftParen }.count == 10_000)
    #expect(source.diagnostics.isEmpty)
  }

  @Test func tenMegabyteFileIsLexedWhole() throws {
    let unit = """
      struct RowsView: View {
        @State private var rows: [Row] = []
        var body: some View {
          if rows.isEmpty {
            ContentUnavailableView("No Rows", systemImage: "tray", description: Text("\\(n) /x/"))
              .frame(maxWidth: .infinity)  // a comment
          }
        }
      }

      """
    let units = 10_000_000 / unit.utf8.count + 1
    let one = LexedSource(unit)
    let source = LexedSource(String(repeating: unit, count: units))
    #expect(source.bytes.count >= 10_000_000)
    #expect(one.tokens.count == 55)
    #expect(source.tokens.count == one.tokens.count * units)
    #expect(source.diagnostics.isEmpty)
    let last = try #require(source.tokens.last)
    #expect(last.range.start.line == 9 * units)
    #expect(last.kind == .rightBrace)
  }

  @Test func textIsReadFromTheBytes() {
    let source = LexedSource("Text(\"Hi\")")
    #expect(source.tokens.map { source.text(of: $0) } == ["Text", "(", "\"Hi\"", ")"])
  }
}
