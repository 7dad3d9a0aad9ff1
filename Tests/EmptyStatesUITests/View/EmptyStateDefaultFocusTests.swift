import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// On tvOS, focus never gets stranded on an empty state: the first action takes default focus,
/// and a state without actions is focusable itself. The tests run where `os(tvOS)` is false, so
/// they check the decision and where the view tree carries it; the type-check of tvOS compiles
/// the focus modifiers it applies there.
@Suite @MainActor struct EmptyStateDefaultFocusTests {
  @Test(arguments: [(true, EmptyStateDefaultFocus.firstAction), (false, .wholeState)])
  func focusLandsOnTheFirstActionOrTheWholeState(
    hasActions: Bool, expected: EmptyStateDefaultFocus
  ) {
    #expect(EmptyStateDefaultFocus.target(hasActions: hasActions) == expected)
  }

  /// The focus scope of the one state the tree shows.
  func target(_ view: some View) throws -> EmptyStateDefaultFocus {
    let scopes = _inspect(view, environment: environment()).modifiers(EmptyStateFocusScope.self)
    try #require(scopes.count == 1)
    return try #require(scopes.first).target
  }

  @Test func aStateWithActionsFocusesItsFirstAction() throws {
    #expect(try target(EmptyStateView(.offline)) == .firstAction)
    #expect(
      try target(
        EmptyStateView {
          Label("No Bookmarks", systemImage: "bookmark")
        } actions: {
          Button("Open Safari") {}
        }) == .firstAction)
    #expect(
      try target(EmptyStateView.search(text: "bryce") { Button("Clear Search") {} })
        == .firstAction)
    #expect(
      try target(
        List { Text("Row") }.emptyState(.unavailable(.offline, reason: .failure(.offline))))
        == .firstAction)
  }

  @Test func aStateWithoutActionsIsFocusableItself() throws {
    #expect(try target(EmptyStateView("No Notes", systemImage: "doc.text")) == .wholeState)
    #expect(
      try target(EmptyStateView(EmptyState("No Notes", systemImage: "doc.text"))) == .wholeState)
    #expect(try target(EmptyStateView.search) == .wholeState)
    #expect(try target(EmptyStateView.search(text: "bryce")) == .wholeState)
    #expect(
      try target(
        List { Text("Row") }.emptyState(isPresented: true) {
          EmptyStateView("No Playlists", systemImage: "music.note.list")
        }) == .wholeState)
  }

  /// Of a state's action buttons, the first alone prefers default focus, in the fallback and
  /// the native drawing alike.
  @Test(arguments: [false, true])
  func onlyTheFirstActionPrefersDefaultFocus(fallback: Bool) throws {
    let state = EmptyState(
      "No Photos", systemImage: "photo",
      actions: [
        EmptyState.Action("Import Photos", id: "import"),
        EmptyState.Action("Open Camera", id: "camera", role: .secondary),
        EmptyState.Action("Learn More", id: "learn", role: .link),
      ])
    let tree = _inspect(
      EmptyStateView(state), environment: environment(fallback: fallback))
    let preferences = tree.modifiers(EmptyStateActionFocus.self).map(\.prefersDefaultFocus)
    #expect(preferences == [true, false, false])
    // Each mark sits on its own button: the first above "Import Photos" only.
    let aboveFirst = tree.modifiers(aboveText: "Import Photos")
      .compactMap { $0 as? EmptyStateActionFocus }.map(\.prefersDefaultFocus)
    #expect(aboveFirst == [true])
    let aboveSecond = tree.modifiers(aboveText: "Open Camera")
      .compactMap { $0 as? EmptyStateActionFocus }.map(\.prefersDefaultFocus)
    #expect(aboveSecond == [false])
  }
}
