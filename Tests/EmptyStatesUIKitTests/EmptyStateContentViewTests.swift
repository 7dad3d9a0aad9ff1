import EmptyStates
import EmptyStatesUI
import Foundation
@_spi(Inspection) import SwiftUI
import Testing
import UIKit
import _EmptyStatesTestSupport

@testable import EmptyStatesUIKit

/// The UIKit view hosts the SwiftUI layer's own view of the core's decision: each preset and
/// each presentation in every locale (right to left included), touches only on its buttons,
/// updates driven by setting the presentation, and VoiceOver told once per new state.
@Suite @MainActor struct EmptyStateContentViewTests {
  /// The texts the hosted SwiftUI view draws.
  func texts(_ view: EmptyStateContentView) -> [String] {
    _inspect(view.host.rootView).texts
  }

  @Test(arguments: EmptyStateLocalizer.localizations)
  func everyPresetIsTheCoresStateInEveryLocale(locale: String) {
    #expect(HostedStates.presets.count == EmptyState.Preset.allCases.count)
    let mistakes = HostedStates.presetMistakes(in: locale) { state, localizer in
      texts(EmptyStateContentView(state, localizer: localizer))
    }
    #expect(mistakes == [])
  }

  @Test(arguments: EmptyStateLocalizer.localizations)
  func everyPresentationIsTheCoresDecisionInEveryLocale(locale: String) {
    #expect(HostedStates.presentations.count == 6)
    let mistakes = HostedStates.presentationMistakes(in: locale) { presentation, localizer in
      texts(EmptyStateContentView(presentation, localizer: localizer))
    }
    #expect(mistakes == [])
  }

  @Test func rightToLeftIsTheLocalesDirection() throws {
    let hebrew = EmptyStateLocalizer(localeIdentifier: "he")
    let localized = hebrew.localize(EmptyState.notFound)
    #expect(localized.direction == .rightToLeft)
    let tree = _inspect(EmptyStateContentView(EmptyState.notFound, localizer: hebrew).host.rootView)
    #expect(
      try #require(tree.node(withText: localized.title)).environment.layoutDirection == .rightToLeft
    )
  }

  @Test func threeOrMoreActionsAreEachAButton() {
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let drawn = texts(EmptyStateContentView(HostedStates.fourActions, localizer: english))
    for title in ["Add", "Import", "Delete All", "Cancel"] {
      #expect(drawn.contains(title))
    }
  }

  @Test(arguments: [HostilePayload.Kind.bidi, .invisible])
  func hostileTextIsTheCoresCleanedText(kind: HostilePayload.Kind) throws {
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let mistakes = try HostedStates.uncleaned(kind, localizer: english) { state in
      texts(EmptyStateContentView(state, localizer: english))
    }
    #expect(mistakes == [])
  }

  @Test func touchesPassThroughEverywhereButTheButtons() {
    let view = EmptyStateContentView(EmptyState.offline)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
    // Nothing reported yet: nothing takes a touch.
    #expect(!view.point(inside: CGPoint(x: 195, y: 350), with: nil))
    view.hosting.touchTargets.record(CGRect(x: 140, y: 420, width: 110, height: 50), for: .retry)
    #expect(view.point(inside: CGPoint(x: 195, y: 445), with: nil))
    #expect(view.hitTest(CGPoint(x: 195, y: 445), with: nil) != nil)
    for point in [CGPoint(x: 195, y: 300), CGPoint(x: 10, y: 10), CGPoint(x: 195, y: 690)] {
      #expect(!view.point(inside: point, with: nil))
      #expect(view.hitTest(point, with: nil) == nil)
    }
  }

  @Test func theHostedButtonsReportWhereTheyAre() async {
    let view = EmptyStateContentView(
      EmptyState.offline, localizer: EmptyStateLocalizer(localeIdentifier: "en"))
    var environment = EnvironmentValues()
    environment._geometrySize = CGSize(width: 120, height: 50)
    let tasks = _inspect(view.host.rootView, environment: environment).modifiers(
      _TaskModifier.self)
    #expect(!tasks.isEmpty)
    for task in tasks {
      nonisolated(unsafe) let task = task
      await task._run()
    }
    #expect(Set(view.hosting.touchTargets.frames.keys) == Set(EmptyState.offline.actions.map(\.id)))
  }

  @Test func aButtonTheNextStateKeepsStillTakesTouches() {
    // Offline and timed out both offer Try Again, in the same place: SwiftUI reports no new
    // frame for it, so the view must keep the one it has.
    let view = EmptyStateContentView(EmptyState.offline)
    view.hosting.touchTargets.record(CGRect(x: 100, y: 400, width: 120, height: 50), for: .retry)
    view.presentation = .unavailable(.timedOut, reason: .failure(.timedOut))
    #expect(view.point(inside: CGPoint(x: 160, y: 425), with: nil))
    view.presentation = .unavailable(.notFound, reason: .failure(.notFound))
    #expect(!view.point(inside: CGPoint(x: 160, y: 425), with: nil))
  }

  @Test func anotherStateForgetsTheOldButtons() {
    let view = EmptyStateContentView(EmptyState.offline)
    view.hosting.touchTargets.record(CGRect(x: 0, y: 0, width: 100, height: 44), for: .retry)
    view.presentation = .progress
    #expect(view.hosting.touchTargets.frames.isEmpty)
    #expect(!view.point(inside: CGPoint(x: 50, y: 22), with: nil))
  }

  @Test func settingThePresentationChangesWhatIsDrawnAndAnnouncesOnlyRealChanges() {
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let view = EmptyStateContentView(.progress, localizer: english)
    var heard: [String] = []
    view.announce = { heard.append($0.text) }
    #expect(texts(view) == [english.string(for: .loading)])

    let empty = Presentation.resolve(LoadState<[String]>.loaded([]))
    view.presentation = empty
    let emptyTitle = english.localize(EmptyState.empty).title
    #expect(texts(view).contains(emptyTitle))
    #expect(heard == [emptyTitle])

    view.presentation = empty
    #expect(heard == [emptyTitle])

    view.presentation = Presentation.resolve(LoadState.loaded(["Milk"]))
    #expect(texts(view).isEmpty)
    #expect(heard == [emptyTitle])

    view.presentation = .progress
    #expect(heard == [emptyTitle, english.string(for: .loading)])
  }

  @Test func theHandlerIsTheViews() async {
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let received = await withCheckedContinuation {
      (done: CheckedContinuation<EmptyState.Action, Never>) in
      let view = EmptyStateContentView(EmptyState.offline, localizer: english) { action in
        done.resume(returning: action)
      }
      Task { await view.host.rootView.action?(EmptyState.Action.retry) }
    }
    #expect(received == .retry)
  }
}
