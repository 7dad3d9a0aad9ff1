import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The row form of an empty state, for one section of a list: it reads in the whole-screen
/// view's order with its text as one element, runs the app's actions as ``EmptyStateView``
/// does, and takes the same initializers.
@Suite @MainActor struct EmptyStateRowTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  nonisolated static let favourites = EmptyState(
    "No Favourites Yet", systemImage: "star", description: "Recipes you star appear here.",
    actions: [
      EmptyState.Action("Browse Recipes", id: "browse"),
      EmptyState.Action("Import", id: "import", role: .secondary),
    ])

  /// The core's outline, as a row reads it: the visible text (symbol label, title, description)
  /// as one element, then each action as a button.
  func expectedReading(_ state: EmptyState) -> (
    labels: [String], roles: [EmptyState.AccessibilityElement.Role]
  ) {
    let outline = english.localize(state).accessibilityOutline.filter { !$0.isHidden }
    let text = outline.filter { $0.role != .button }.map(\.label)
    let buttons = outline.filter { $0.role == .button }.map(\.label)
    return (
      [text.joined(separator: ", ")] + buttons,
      [.text] + Array(repeating: .button, count: buttons.count)
    )
  }

  @Test(arguments: [favourites, .offline, EmptyState("No Recent Items", systemImage: "clock")])
  func readsTheTextAsOneElementThenEachAction(state: EmptyState) {
    let elements = _inspect(EmptyStateRow(state)).accessibilityElements
    let expected = expectedReading(state)
    #expect(elements.map(\.label) == expected.labels)
    #expect(roles(elements) == expected.roles)
  }

  /// The section's header is the heading; the row is its content, not a second heading.
  @Test func theRowIsNoHeading() {
    let elements = _inspect(EmptyStateRow(Self.favourites)).accessibilityElements
    #expect(!elements.isEmpty)
    #expect(!elements.contains { $0.traits.contains(.isHeader) })
  }

  @Test func drawsMediaTitleDescriptionThenActionsInTheWholeScreenViewsOrder() {
    let row = _inspect(EmptyStateRow(Self.favourites), environment: environment(fallback: true))
    let screen = _inspect(
      EmptyStateView(Self.favourites), environment: environment(fallback: true))
    #expect(row.texts.count == 4)
    #expect(row.texts == screen.texts)
    let symbols = row.all(Image.self).compactMap { image -> String? in
      if case .systemName(let name) = image._source { return name }
      return nil
    }
    #expect(symbols == ["star"])
  }

  @Test func labelledMediaIsReadFirstAndUnlabelledIsSilent() {
    let labelled = EmptyState(
      "No Photos", media: EmptyState.Media(.symbol("photo"), accessibilityLabel: "An empty album"))
    #expect(
      _inspect(EmptyStateRow(labelled)).accessibilityElements.map(\.label)
        == ["An empty album, No Photos"])
    #expect(
      _inspect(EmptyStateRow(EmptyState("No Photos", systemImage: "photo"))).accessibilityElements
        .map(\.label) == ["No Photos"])
  }

  /// Like the platform's own empty sections, the row is secondary text: title, symbol and
  /// description.
  @Test func titleAndDescriptionAreSecondary() throws {
    let tree = _inspect(EmptyStateRow(Self.favourites))
    for text in ["No Favourites Yet", "Recipes you star appear here."] {
      let styles = tree.modifiers(aboveText: text).compactMap { modifier -> Int? in
        guard let attribute = modifier as? _AttributeModifier, attribute.name == "foregroundStyle"
        else { return nil }
        return (attribute.arguments["_"] as? HierarchicalShapeStyle)?._level
      }
      #expect(styles.last == HierarchicalShapeStyle.secondary._level, "\(text)")
    }
  }

  @Test func tappedActionHandsTheHandlerTheActionAsTheAppMadeIt() async throws {
    let received = Received()
    let tree = _inspect(EmptyStateRow(Self.favourites) { received.actions.append($0) })
    let buttons = try #require(tree.first(EmptyStateActionButtons.self))
    buttons.run(buttons.actions[1])
    try await waitUntil { !received.actions.isEmpty }
    #expect(received.actions == [Self.favourites.actions[1]])
  }

  @Test func runningActionDisablesEveryButtonUntilItEnds() async throws {
    let gate = Gate()
    let tree = _inspect(EmptyStateRow(Self.favourites) { _ in await gate.wait() })
    let buttons = try #require(tree.first(EmptyStateActionButtons.self))
    func enabled() -> [Bool] { _inspect(buttons).accessibilityElements.map(\.isEnabled) }
    #expect(enabled() == [true, true])
    buttons.run(buttons.actions[0])
    #expect(enabled() == [false, false])
    await gate.open()
    try await waitUntil { enabled() == [true, true] }
    #expect(await gate.waits == 1)
  }

  /// Buttons in a list row need a style of their own, or a tap anywhere on the row taps them
  /// all: the actions are bordered (prominent for the primary one), never the list's default.
  @Test func actionsHaveButtonStylesOfTheirOwn() {
    let styles = _inspect(EmptyStateRow(Self.favourites)).modifiers(_ButtonStyleModifier.self)
      .map(\.styleName)
    #expect(styles == ["GlassProminentButtonStyle", "BorderedButtonStyle"])
  }

  @Test func localizesWithTheEnvironmentsLocale() throws {
    var values = environment()
    values.locale = Locale(identifier: "de")
    let expected = EmptyStateLocalizer(locale: values.locale).localize(.offline)
    #expect(expected.title != english.localize(.offline).title)
    let tree = _inspect(EmptyStateRow(.offline), environment: values)
    #expect(tree.texts.first == expected.title)
  }

  @Test func titleAndSymbolInitializersDrawTheirParts() {
    let key = _inspect(
      EmptyStateRow(
        "No Favourites Yet", systemImage: "star", description: Text("Recipes you star appear here.")
      ))
    #expect(key.texts == ["No Favourites Yet", "Recipes you star appear here."])
    let title = "No Favourites Yet"
    let string = _inspect(EmptyStateRow(title, systemImage: "star"))
    #expect(string.texts == ["No Favourites Yet"])
    #expect(string.all(Image.self).map(\._source) == [.systemName("star")])
  }

  @Test func builderFormReadsLikeTheModelsRow() {
    let row = EmptyStateRow {
      Label("No Favourites Yet", systemImage: "star")
    } description: {
      Text("Recipes you star appear here.")
    } actions: {
      Button("Browse Recipes") {}
    }
    let elements = _inspect(row).accessibilityElements
    #expect(
      elements.map(\.label) == [
        "No Favourites Yet, Recipes you star appear here.", "Browse Recipes",
      ])
    #expect(roles(elements) == [.text, .button])
  }
}
