import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// What the UIKit and AppKit views keep between updates: the first state is not announced, each
/// later different one is, once; the hosted view is always the latest presentation's.
@Suite @MainActor struct EmptyStateHostTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")
  let reporter = EmptyStateActionFrameReporter { _, _ in }

  @Test func theFirstStateIsNotAnnouncedAndEachNewOneIsOnce() {
    var host = EmptyStateHost(platform: .iOS, presentation: .progress, localizer: english)
    #expect(
      host.update(.progress, localizer: english, action: nil, reporter: reporter).announcement
        == nil)
    let empty = Presentation.unavailable(.empty, reason: .empty)
    let first = host.update(empty, localizer: english, action: nil, reporter: reporter)
    #expect(first.announcement?.text == english.localize(EmptyState.empty).title)
    #expect(
      host.update(empty, localizer: english, action: nil, reporter: reporter).announcement == nil)
  }

  @Test func theHostedViewIsTheLatestPresentations() {
    var host = EmptyStateHost(platform: .macOS, presentation: .progress, localizer: english)
    let offline = Presentation.unavailable(.offline, reason: .failure(.offline))
    let update = host.update(offline, localizer: english, action: nil, reporter: reporter)
    #expect(update.content.presentation == offline)
    #expect(_inspect(update.content).texts.contains(english.localize(EmptyState.offline).title))
  }

  @Test(arguments: EmptyStateMetrics.Platform.allCases)
  func theTouchTargetsAreThePlatforms(platform: EmptyStateMetrics.Platform) {
    let host = EmptyStateHost(platform: platform, presentation: .content, localizer: english)
    #expect(
      Double(host.touchTargets.minimumSide) == EmptyStateMetrics(platform: platform).actionMinHeight
    )
    #expect(host.touchTargets.frames.isEmpty)
  }

  @Test func anUpdateKeepsOnlyTheButtonsItDraws() {
    let offline = Presentation.unavailable(.offline, reason: .failure(.offline))
    var host = EmptyStateHost(platform: .iOS, presentation: offline, localizer: english)
    host.touchTargets.record(CGRect(x: 0, y: 0, width: 100, height: 44), for: .retry)
    _ = host.update(
      .unavailable(.timedOut, reason: .failure(.timedOut)), localizer: english, action: nil,
      reporter: reporter)
    #expect(Set(host.touchTargets.frames.keys) == [.retry])
    _ = host.update(.progress, localizer: english, action: nil, reporter: reporter)
    #expect(host.touchTargets.frames.isEmpty)
  }
}
