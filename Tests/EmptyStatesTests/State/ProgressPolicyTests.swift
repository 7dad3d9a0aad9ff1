import Testing

@testable import EmptyStates

@Suite struct ProgressPolicyTests {
  @Test(arguments: [(0.0, false), (0.29, false), (0.3, true), (2.0, true)])
  func indicatorAppearsOnlyAfterTheDelay(elapsed: Double, shows: Bool) {
    #expect(ProgressPolicy.standard.showsIndicator(afterLoadingFor: elapsed) == shows)
  }

  @Test(arguments: [(0.1, 0.0), (0.3, 0.5), (0.4, 0.4), (0.8, 0.0), (5.0, 0.0)])
  func indicatorStaysForItsMinimumOnceShown(elapsed: Double, remaining: Double) {
    let actual = ProgressPolicy.standard.remainingDisplay(afterLoadingFor: elapsed)
    #expect(abs(actual - remaining) < 1e-9)
  }

  @Test func immediatePolicyNeverHolds() {
    #expect(ProgressPolicy.immediate.showsIndicator(afterLoadingFor: 0))
    #expect(ProgressPolicy.immediate.remainingDisplay(afterLoadingFor: 0.01) == 0)
  }

  @Test func negativeDurationsCountAsZero() {
    let policy = ProgressPolicy(delay: -1, minimumDuration: -3)
    #expect(policy == .immediate)
  }
}
