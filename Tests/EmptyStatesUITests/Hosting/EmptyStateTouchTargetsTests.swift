import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesUI

/// The one pass-through rule of the UIKit and AppKit views: a point hits when it is on a
/// button, grown to the platform's least target, and nowhere else.
@Suite struct EmptyStateTouchTargetsTests {
  @Test func nothingHitsBeforeAButtonReports() {
    let targets = EmptyStateTouchTargets(platform: .iOS)
    #expect(!targets.contains(CGPoint(x: 0, y: 0)))
    #expect(!targets.contains(CGPoint(x: 100, y: 100)))
  }

  @Test func pointsOnAButtonHitAndOthersPassThrough() {
    var targets = EmptyStateTouchTargets(platform: .iOS)
    targets.record(CGRect(x: 100, y: 400, width: 120, height: 50), for: .retry)
    #expect(targets.contains(CGPoint(x: 160, y: 425)))
    #expect(targets.contains(CGPoint(x: 100, y: 400)))
    #expect(!targets.contains(CGPoint(x: 160, y: 300)))
    #expect(!targets.contains(CGPoint(x: 20, y: 425)))
  }

  @Test(arguments: EmptyStateMetrics.Platform.allCases)
  func aSmallButtonCountsAsTheLeastTarget(platform: EmptyStateMetrics.Platform) {
    var targets = EmptyStateTouchTargets(platform: platform)
    let least = EmptyStateMetrics(platform: platform).actionMinHeight
    #expect(Double(targets.minimumSide) == least)
    targets.record(CGRect(x: 200, y: 200, width: 10, height: 10), for: "link")
    // The centre is (205, 205); the target reaches half the least side around it.
    let reach = CGFloat(least / 2) - 0.5
    #expect(targets.contains(CGPoint(x: 205 + reach, y: 205)))
    #expect(targets.contains(CGPoint(x: 205, y: 205 - reach)))
    #expect(!targets.contains(CGPoint(x: 205 + CGFloat(least / 2) + 1, y: 205)))
  }

  @Test func anotherStateForgetsTheButtonsItDoesNotDraw() {
    var targets = EmptyStateTouchTargets(platform: .macOS)
    targets.record(CGRect(x: 0, y: 0, width: 100, height: 30), for: .retry)
    targets.record(CGRect(x: 0, y: 40, width: 100, height: 30), for: .goBack)
    targets.keepOnly([.retry])
    #expect(Set(targets.frames.keys) == [.retry])
    #expect(targets.contains(CGPoint(x: 50, y: 15)))
    #expect(!targets.contains(CGPoint(x: 50, y: 55)))
    targets.keepOnly([])
    #expect(targets.frames.isEmpty)
    #expect(!targets.contains(CGPoint(x: 50, y: 15)))
  }

  @Test func aButtonThatMovesCountsWhereItIsNow() {
    var targets = EmptyStateTouchTargets(platform: .iOS)
    targets.record(CGRect(x: 0, y: 0, width: 100, height: 50), for: .retry)
    targets.record(CGRect(x: 0, y: 500, width: 100, height: 50), for: .retry)
    #expect(!targets.contains(CGPoint(x: 50, y: 25)))
    #expect(targets.contains(CGPoint(x: 50, y: 525)))
  }
}
