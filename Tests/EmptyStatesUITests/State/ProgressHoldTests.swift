import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesUI

@Suite struct ProgressHoldTests {
  let start = Date(timeIntervalSinceReferenceDate: 1000)
  let policy = ProgressPolicy.standard

  func hold(_ displayed: Presentation, _ target: Presentation, after seconds: TimeInterval)
    -> Double
  {
    PresentationOverlay.hold(
      from: displayed, to: target, progressStartedAt: start,
      now: start.addingTimeInterval(seconds), policy: policy)
  }

  @Test func fastLoadsReplaceProgressAtOnce() {
    #expect(hold(.progress, .content, after: 0.1) == 0)
  }

  @Test func shownIndicatorStaysItsMinimumTime() {
    #expect(abs(hold(.progress, .content, after: 0.35) - 0.45) < 1e-9)
    #expect(abs(hold(.progress, .unavailable(.empty, reason: .empty), after: 0.6) - 0.2) < 1e-9)
  }

  @Test func longLoadsReplaceProgressAtOnce() {
    #expect(hold(.progress, .content, after: 2) == 0)
  }

  @Test func nothingButProgressIsHeld() {
    #expect(hold(.content, .progress, after: 0.35) == 0)
    #expect(hold(.unavailable(.empty, reason: .empty), .content, after: 0.35) == 0)
    #expect(
      PresentationOverlay.hold(
        from: .progress, to: .content, progressStartedAt: nil, now: start, policy: policy) == 0)
  }
}
