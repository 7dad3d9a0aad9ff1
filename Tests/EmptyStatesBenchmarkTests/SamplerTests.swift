import Testing

@testable import empty_states_bench

@Suite struct SamplerTests {
  @Test(
    arguments: [([3.0], 3.0), ([5.0, 1, 3], 3.0), ([4.0, 1, 3, 2], 2.5)] as [([Double], Double)])
  func medianOfOddAndEvenCounts(values: [Double], expected: Double) {
    #expect(Sampler.median(values) == expected)
  }

  @Test func durationsInNanoseconds() {
    #expect(Sampler.nanoseconds(.milliseconds(3)) == 3_000_000)
    #expect(Sampler.nanoseconds(.nanoseconds(7)) == 7)
  }
}
