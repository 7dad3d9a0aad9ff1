import AppKit
import EmptyStates
import EmptyStatesUI
import Foundation
@_spi(Inspection) import SwiftUI
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesAppKit

/// The AppKit view hosts the SwiftUI layer's own view of the core's decision: each preset and
/// each presentation in every locale (right to left included), clicks only on its buttons,
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
    let arabic = EmptyStateLocalizer(localeIdentifier: "ar")
    let localized = arabic.localize(EmptyState.offline)
    #expect(localized.direction == .rightToLeft)
    let tree = _inspect(EmptyStateContentView(EmptyState.offline, localizer: arabic).host.rootView)
    let title = try #require(tree.node(withText: localized.title))
    #expect(title.environment.layoutDirection == .rightToLeft)
  }

  @Test(arguments: [HostilePayload.Kind.bidi, .invisible])
  func hostileTextIsTheCoresCleanedText(kind: HostilePayload.Kind) throws {
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let mistakes = try HostedStates.uncleaned(kind, localizer: english) { state in
      texts(EmptyStateContentView(state, localizer: english))
    }
    #expect(mistakes == [])
  }

  @Test func clicksPassThroughEverywhereButTheButtons() {
    let view = EmptyStateContentView(EmptyState.offline)
    view.frame = CGRect(x: 0, y: 0, width: 260, height: 600)
    #expect(view.isFlipped)
    #expect(view.hitTest(CGPoint(x: 130, y: 300)) == nil)
    view.hosting.touchTargets.record(CGRect(x: 80, y: 340, width: 100, height: 28), for: .retry)
    #expect(view.hitTest(CGPoint(x: 130, y: 354)) != nil)
    for point in [CGPoint(x: 130, y: 300), CGPoint(x: 5, y: 5), CGPoint(x: 130, y: 590)] {
      #expect(view.hitTest(point) == nil)
    }
  }

  @Test func theHostedButtonsReportWhereTheyAre() async {
    let view = EmptyStateContentView(
      EmptyState.offline, localizer: EmptyStateLocalizer(localeIdentifier: "en"))
    var environment = EnvironmentValues()
    environment._geometrySize = CGSize(width: 100, height: 28)
    let tasks = _inspect(view.host.rootView, environment: environment).modifiers(
      _TaskModifier.self)
    #expect(!tasks.isEmpty)
    for task in tasks {
      nonisolated(unsafe) let task = task
      await task._run()
    }
    #expect(
      Set(view.hosting.touchTargets.frames.keys) == Set(EmptyState.offline.actions.map(\.id)))
  }

  @Test func settingThePresentationChangesWhatIsDrawnAndAnnouncesOnlyRealChanges() {
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let view = EmptyStateContentView(.progress, localizer: english)
    var heard: [String] = []
    view.announce = { announcement, _ in heard.append(announcement.text) }
    #expect(texts(view) == [english.string(for: .loading)])

    let empty = Presentation.resolve(LoadState<[String]>.loaded([]))
    view.presentation = empty
    let emptyTitle = english.localize(EmptyState.empty).title
    #expect(texts(view).contains(emptyTitle))
    #expect(heard == [emptyTitle])
    view.hosting.touchTargets.record(CGRect(x: 0, y: 0, width: 90, height: 28), for: "add")

    view.presentation = empty
    #expect(heard == [emptyTitle])
    #expect(!view.hosting.touchTargets.frames.isEmpty)

    view.presentation = Presentation.resolve(LoadState.loaded(["Inbox"]))
    #expect(texts(view).isEmpty)
    #expect(heard == [emptyTitle])
    #expect(view.hosting.touchTargets.frames.isEmpty)
  }
}
