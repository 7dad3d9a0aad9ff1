import Testing

@testable import empty_states_bench

@Suite struct SeededGeneratorTests {
  /// SplitMix64's published outputs from seed 0: the corpus does not depend on an algorithm of
  /// our own making, nor on the standard library's.
  @Test func isSplitMix64() {
    var random = SeededGenerator(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func drawsStayInTheirBoundsAndReachBothEnds() {
    var random = SeededGenerator(seed: 42)
    let draws = (0..<2_000).map { _ in random.number(in: 3...7) }
    #expect(Set(draws) == [3, 4, 5, 6, 7])
    let picks = (0..<200).map { _ in random.pick(["a", "b"]) }
    #expect(Set(picks) == ["a", "b"])
  }

  @Test func chanceIsRoughlyItsPercent() {
    var random = SeededGenerator(seed: 1)
    let hits = (0..<10_000).filter { _ in random.chance(5) }.count
    #expect((350...650).contains(hits))
    #expect(!(0..<1_000).contains { _ in random.chance(0) })
  }
}
