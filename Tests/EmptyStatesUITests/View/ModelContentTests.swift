import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

@Suite @MainActor struct ModelContentTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  @Test(arguments: EmptyState.Preset.allCases)
  func presetsReadAsTheCoreOutlineSays(preset: EmptyState.Preset) {
    let state = preset.emptyState(query: "bryce")
    let tree = _inspect(EmptyStateView(state), environment: environment(fallback: true))
    let expected = english.localize(state).accessibilityOutline.filter { !$0.isHidden }
    #expect(roles(tree.accessibilityElements) == expected.map(\.role))
    #expect(tree.accessibilityElements.map(\.label) == expected.map(\.label))
  }

  /// Every part draws its share of one state, localized by the core's localizer for the
  /// environment's locale, in that locale's direction — not words each part looked up itself.
  @Test(arguments: ["de", "ar"])
  func partsDrawTheStateLocalizedOnceForTheEnvironmentsLocale(identifier: String) throws {
    let state = EmptyState.noResults(for: "bryce", actions: [.clearSearch])
    var values = environment(fallback: true)
    values.locale = Locale(identifier: identifier)
    let expected = EmptyStateLocalizer(locale: values.locale).localize(state)
    #expect(expected.title != english.localize(state).title, "a locale of its own")
    let description = try #require(expected.description)

    let tree = _inspect(EmptyStateView(state), environment: values)
    #expect(tree.texts == [expected.title, description] + expected.actions.map(\.title))
    let drawn = tree.allNodes.filter { $0.matchableView is Text }
    try #require(drawn.count == 3)
    for node in drawn {
      #expect(node.environment.localizedEmptyState == expected)
      #expect(
        node.environment.layoutDirection == (identifier == "ar" ? .rightToLeft : .leftToRight))
    }
  }

  @Test func cancellationDrawsNoStyleEither() {
    let outlined = EmptyStateView(error: CancellationError()).emptyStateStyle(.outlined)
    #expect(_inspect(outlined).strokeBorderStyles.isEmpty)
    #expect(
      !_inspect(EmptyStateView(.offline).emptyStateStyle(.outlined)).strokeBorderStyles.isEmpty)
  }

  @Test func tappedActionHandsTheHandlerTheActionAsTheAppMadeIt() async throws {
    let state = EmptyState("Couldn’t Load", actions: [.goBack, .retry])
    let received = Received()
    let tree = _inspect(EmptyStateView(state) { received.actions.append($0) })
    let buttons = try #require(tree.first(EmptyStateActionButtons.self))
    buttons.run(buttons.actions[1])
    try await waitUntil { !received.actions.isEmpty }
    #expect(received.actions == [.retry])
  }

  @Test func actionsCarryStableIdentifiers() {
    let tree = _inspect(EmptyStateView(.offline), environment: environment(fallback: true))
    #expect(tree.accessibilityElements.last?.identifier == "empty-state.action.retry")
  }

  @Test func primaryActionIsProminentAndOthersBordered() {
    let state = EmptyState(
      "No Contacts", systemImage: "person.2",
      actions: [
        EmptyState.Action("Import Contacts…", id: "import"),
        EmptyState.Action("Add Contact", id: "add", role: .secondary),
      ])
    let styles = _inspect(EmptyStateView(state)).modifiers(_ButtonStyleModifier.self).map(
      \.styleName)
    #expect(styles == ["GlassProminentButtonStyle", "BorderedButtonStyle"])
  }

  @Test func errorInitializerClassifiesTheFailure() {
    let tree = _inspect(EmptyStateView(error: URLError(.notConnectedToInternet)))
    #expect(tree.texts == ["You’re Offline", "Check your connection and try again.", "Try Again"])
  }

  @Test func cancellationShowsNothing() {
    #expect(_inspect(EmptyStateView(error: CancellationError())).texts.isEmpty)
  }

  @Test func errorDescriptionOnlyWhenAskedFor() {
    struct Friendly: LocalizedError {
      var errorDescription: String? { "The album was deleted on another device." }
    }
    #expect(
      !_inspect(EmptyStateView(error: Friendly())).texts.contains(
        "The album was deleted on another device."))
    #expect(
      _inspect(EmptyStateView(error: Friendly(), usesErrorText: true)).texts.contains(
        "The album was deleted on another device."))
  }

  /// A recovery option's button asks the error to recover, then hands the app the option's
  /// action so it can load again.
  @Test func recoveryOptionsCallAttemptRecoveryThenTheApp() async throws {
    final class Attempts: @unchecked Sendable {
      var indices: [Int] = []
    }
    struct Full: LocalizedError, RecoverableError {
      let attempts: Attempts
      var errorDescription: String? { "Sync Paused" }
      var recoveryOptions: [String] { ["Manage Storage", "Upgrade Plan"] }
      func attemptRecovery(optionIndex: Int) -> Bool { true }
      func attemptRecovery(optionIndex: Int, resultHandler handler: @escaping (Bool) -> Void) {
        attempts.indices.append(optionIndex)
        handler(true)
      }
    }
    let attempts = Attempts()
    let received = Received()
    let view = EmptyStateView(error: Full(attempts: attempts), usesErrorText: true) {
      received.actions.append($0)
    }
    let tree = _inspect(view)
    #expect(tree.texts.contains("Upgrade Plan"))
    let buttons = try #require(tree.first(EmptyStateActionButtons.self))
    let upgrade = try #require(buttons.actions.first { $0.id == .recovery(1) })
    buttons.run(upgrade)
    try await waitUntil { !received.actions.isEmpty }
    #expect(attempts.indices == [1])
    #expect(received.actions.map(\.id) == [.recovery(1)])
    let retry = try #require(buttons.actions.first { $0.id == .retry })
    buttons.run(retry)
    try await waitUntil { received.actions.count == 2 }
    #expect(attempts.indices == [1], "Try Again is the app's own, not a recovery")
  }

  @Test func labelledMediaIsReadAndUnlabelledHidden() {
    let labelled = EmptyState(
      "No Photos", media: EmptyState.Media(.image("album"), accessibilityLabel: "An empty album"))
    let tree = _inspect(EmptyStateView(labelled), environment: environment(fallback: true))
    #expect(tree.accessibilityElements.first?.label == "An empty album")
    let plain = _inspect(
      EmptyStateView(EmptyState("No Photos", image: "album")),
      environment: environment(fallback: true))
    #expect(plain.accessibilityElements.map(\.label) == ["No Photos"])
  }

  @Test func runningActionDisablesEveryButtonUntilItEnds() async throws {
    let gate = Gate()
    let state = EmptyState("Couldn’t Load", actions: [.retry, .goBack])
    let tree = _inspect(EmptyStateView(state) { _ in await gate.wait() })
    let buttons = try #require(tree.first(EmptyStateActionButtons.self))
    func enabled() -> [Bool] { _inspect(buttons).accessibilityElements.map(\.isEnabled) }
    #expect(enabled() == [true, true])
    buttons.run(buttons.actions[0])
    #expect(enabled() == [false, false])
    buttons.run(buttons.actions[1])  // ignored while the first runs
    await gate.open()
    try await waitUntil { enabled() == [true, true] }
    #expect(await gate.waits == 1)
  }

  @Test func actionWithAURLAndNoHandlerOpensIt() throws {
    let state = EmptyState(
      "No Bookmarks",
      actions: [
        EmptyState.Action("Open Safari", id: "safari", url: URL(string: "https://apple.com"))
      ])
    let opened = Opened()
    var values = environment()
    values.openURL = OpenURLAction { url in
      opened.urls.append(url)
      return .handled
    }
    let tree = _inspect(EmptyStateView(state), environment: values)
    let buttons = try #require(tree.first(EmptyStateActionButtons.self))
    _ = _inspect(buttons, environment: values)
    EnvironmentValues.$_current.withValue(values) { buttons.run(buttons.actions[0]) }
    #expect(opened.urls == [URL(string: "https://apple.com")])
  }

  @Test func searchWithTextQuotesTheQuery() {
    #expect(_inspect(EmptyStateView.search(text: "bryce")).texts.first == "No Results for “bryce”")
  }

  @Test(arguments: ["", "   ", "\n"])
  func searchWithBlankTextIsNoResults(text: String) {
    #expect(_inspect(EmptyStateView.search(text: text)).texts.first == "No Results")
  }

  /// What the native view then draws is SwiftUI's; ours is to hand over to the variant that
  /// reads the search field (no text of our own), instead of drawing our parts.
  @Test func searchForwardsToTheNativeSearchViewWhereItExists() throws {
    var values = environment()
    values._searchText = "ana"
    let native = _inspect(EmptyStateView.search, environment: values)
    let label = try #require(native.first(SearchUnavailableContent.Label.self))
    #expect(label._text == nil)
    #expect(native.first(EmptyStateModelContent.Label.self) == nil)
  }

  @Test func searchBackportDrawsTheCoresNoResultsStateWithoutTheFieldsText() throws {
    var values = environment(fallback: true)
    values._searchText = "ana"
    let fallback = _inspect(EmptyStateView.search, environment: values)
    let expected = english.localize(.noResults(for: nil))
    let description = try #require(expected.description)
    #expect(fallback.texts == [expected.title, description])
    #expect(!fallback.texts.contains { $0.contains("ana") })
    #expect(fallback.first(SearchUnavailableContent.Label.self) == nil)
  }

  @Test func searchCanCarryActions() {
    let view = EmptyStateView.search(text: "bryce") {
      Button("Clear Search") {}
    }
    let elements = _inspect(view, environment: environment(fallback: true)).accessibilityElements
    #expect(roles(elements) == [.heading, .text, .button])
    #expect(elements.last?.label == "Clear Search")
  }
}

/// A gate a handler waits at until the test opens it.
actor Gate {
  private var continuations: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false
  private(set) var waits = 0

  func wait() async {
    waits += 1
    if isOpen { return }
    await withCheckedContinuation { continuations.append($0) }
  }

  func open() {
    isOpen = true
    for continuation in continuations { continuation.resume() }
    continuations.removeAll()
  }
}

@MainActor final class Opened {
  var urls: [URL] = []
}

@MainActor final class Received {
  var actions: [EmptyState.Action] = []
}

/// Waits, a few milliseconds at a time, for a condition the main actor's tasks make true.
@MainActor func waitUntil(_ condition: () -> Bool) async throws {
  for _ in 0..<200 where !condition() {
    try await Task.sleep(nanoseconds: 5_000_000)
  }
  #expect(condition())
}
