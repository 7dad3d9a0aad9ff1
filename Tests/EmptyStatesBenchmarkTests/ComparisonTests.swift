import Testing

@testable import empty_states_bench

@Suite struct ComparisonTests {
  @Test(arguments: [
    (12.345, "12.3 ns"), (999, "999 ns"), (1234, "1.23 µs"), (56_780_000, "56.8 ms"),
    (2_000_000_000, "2.00 s"),
  ])
  func timesKeepThreeSignificantDigits(nanoseconds: Double, expected: String) {
    #expect(Comparison.format(nanoseconds, .time) == expected)
  }

  @Test func bytesUseBinaryUnits() {
    #expect(Comparison.bytes(512) == "512 B")
    #expect(Comparison.bytes(1536) == "1.50 KiB")
    #expect(Comparison.bytes(3 * 1_048_576) == "3.00 MiB")
  }

  @Test(arguments: [(950, "950 lines/s"), (480_000, "480k lines/s"), (1_234_567, "1.23M lines/s")])
  func throughputsKeepThreeSignificantDigits(linesPerSecond: Double, expected: String) {
    #expect(Comparison.format(linesPerSecond, .linesPerSecond) == expected)
  }

  @Test func theRatioIsOursOverTheBaseline() {
    let comparison = Comparison(
      name: "x", ours: 30, baselineName: "y", baseline: 10, unit: .time)
    #expect(comparison.ratio == 3)
  }
}
