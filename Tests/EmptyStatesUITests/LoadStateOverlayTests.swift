import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

@Suite @MainActor struct LoadStateOverlayTests {
  struct Screen: View {
    let state: LoadState<[String]>
    var query = ""
    var matches: Int?

    var body: some View {
      List {
        Text("Sentinel row")
        ForEach(state.value ?? [], id: \.self) { Text($0) }
      }
      .searchable(text: .constant(query))
      .refreshable {}
      .emptyState(for: state, query: query, matchCount: matches)
    }
  }

  func showsEmptyState(_ tree: _ViewNode) -> Bool {
    tree.allNodes.contains { "\(type(of: $0.view))".hasPrefix("EmptyStateView<") }
  }

  @Test func firstLoadShowsProgressNeverAnEmptyState() {
    for query in ["", "bryce"] {
      let tree = _inspect(Screen(state: .loading, query: query))
      #expect(!showsEmptyState(tree))
      #expect(tree.first(EmptyStateProgress.self) != nil)
    }
  }

  @Test func progressLabelIsLocalizedAndAppearsAfterTheDelay() throws {
    let tree = _inspect(Screen(state: .loading))
    #expect(tree.texts.contains("Loading…"))
    let opacity = try #require(tree.attributes("opacity").first?.arguments["_"] as? Double)
    #expect(opacity == 0)
    let immediate = _inspect(VStack {}.emptyState(.progress, progress: .immediate))
    #expect(immediate.attributes("opacity").first?.arguments["_"] as? Double == 1)
  }

  @Test func keepsTheListInTheHierarchyWhateverItShows() {
    for state: LoadState<[String]> in [
      .loading, .loaded([]), .failed(URLError(.timedOut)), .loaded(["a"]),
    ] {
      let tree = _inspect(Screen(state: state))
      typealias Rows = TupleView<(Text, ForEach<[String], String, Text>)>
      #expect(tree.first(List<Never, Rows>.self) != nil)
      #expect(tree.texts.first == "Sentinel row")
      #expect(!tree.modifiers(_SearchableModifier.self).isEmpty)
      #expect(!tree.modifiers(_RefreshableModifier.self).isEmpty)
    }
  }

  @Test func emptyCollectionShowsTheEmptyState() {
    let tree = _inspect(Screen(state: .loaded([])))
    #expect(tree.texts.contains("No Items"))
  }

  @Test func searchStateOnlyForANonBlankQuery() {
    let searched = _inspect(Screen(state: .loaded(["a", "b"]), query: "bryce", matches: 0))
    #expect(searched.texts.contains("No Results for “bryce”"))
    let blank = _inspect(Screen(state: .loaded(["a", "b"]), query: "   ", matches: 0))
    #expect(!showsEmptyState(blank))
    let blankEmpty = _inspect(Screen(state: .loaded([]), query: "  "))
    #expect(blankEmpty.texts.contains("No Items"))
    #expect(!blankEmpty.texts.contains { $0.hasPrefix("No Results") })
  }

  @Test func contentShowsNoOverlay() {
    let tree = _inspect(Screen(state: .loaded(["a"])))
    #expect(!showsEmptyState(tree))
    #expect(tree.first(EmptyStateProgress.self) == nil)
  }

  @Test func failedRefreshKeepsTheContentWithTheErrorAbove() {
    let tree = _inspect(Screen(state: .failed(URLError(.notConnectedToInternet), previous: ["a"])))
    #expect(tree.texts.first == "Sentinel row")
    #expect(tree.texts.contains("You’re Offline"))
    #expect(tree.modifiers(_ButtonStyleModifier.self).isEmpty == false)
  }

  @Test func transitionsAnimateOnlyWithoutReduceMotion() {
    func animations(reduceMotion: Bool) -> [Animation?] {
      _inspect(Screen(state: .loaded([])), environment: environment(reduceMotion: reduceMotion))
        .attributes("animation").map { $0.arguments["_"] as? Animation }
    }
    #expect(animations(reduceMotion: false).allSatisfy { $0 != nil })
    #expect(!animations(reduceMotion: false).isEmpty)
    #expect(animations(reduceMotion: true).allSatisfy { $0 == nil })
  }

  @Test func isPresentedOverlayShowsItsContentOnlyWhenPresented() {
    func tree(_ isPresented: Bool, reduceMotion: Bool = false) -> _ViewNode {
      _inspect(
        Text("List").emptyState(isPresented: isPresented) {
          EmptyStateView("No Playlists", systemImage: "music.note.list")
        }, environment: environment(reduceMotion: reduceMotion))
    }
    #expect(tree(true).texts == ["List", "No Playlists"])
    #expect(tree(false).texts == ["List"])
    #expect(
      tree(true, reduceMotion: true).attributes("animation").allSatisfy {
        $0.arguments["_"] as? Animation == nil
      })
  }
}

@Suite @MainActor struct MotionTests {
  func symbolEffectIsActive(_ tree: _ViewNode) -> [Bool] {
    tree.attributes("symbolEffect").compactMap { $0.arguments["isActive"] as? Bool }
  }

  @Test(arguments: [Media.SymbolAnimation.breathe, .pulse])
  func symbolMovesUnlessMotionIsReduced(animation: Media.SymbolAnimation) {
    let symbol = EmptyStateSymbol("tray", animation: animation)
    #expect(symbolEffectIsActive(_inspect(symbol, environment: environment())) == [true])
    #expect(
      symbolEffectIsActive(_inspect(symbol, environment: environment(reduceMotion: true))) == [
        false
      ])
  }

  @Test func breatheUsesTheBreatheEffect() {
    let tree = _inspect(EmptyStateSymbol("tray", animation: .breathe))
    #expect(tree.attributes("symbolEffect").first?.arguments["_"] is BreatheSymbolEffect)
  }

  @Test func stillSymbolNeverMoves() {
    #expect(symbolEffectIsActive(_inspect(EmptyStateSymbol("tray"))) == [false])
  }

  @Test func animatedPresetMediaReachesTheSymbol() {
    let state = EmptyState("No Messages", media: .symbol("tray", animation: .breathe))
    let tree = _inspect(EmptyStateView(state), environment: environment(reduceMotion: true))
    #expect(symbolEffectIsActive(tree) == [false])
  }

  @Test func opacityPulseStopsUnderReduceMotion() {
    let active = _inspect(OpacityPulse(isActive: true) { Image(systemName: "tray") })
    #expect(active.attributes("animation").first?.arguments["_"] as? Animation != nil)
    let still = _inspect(OpacityPulse(isActive: false) { Image(systemName: "tray") })
    #expect(still.attributes("animation").first?.arguments["_"] as? Animation == nil)
    #expect(still.attributes("opacity").first?.arguments["_"] as? Double == 1)
  }

  @Test func opacityPulseStartsFromItsTaskAndAnInactiveOneStaysStill() async {
    for isActive in [true, false] {
      let pulse = OpacityPulse(isActive: isActive) { Image(systemName: "tray") }
      #expect(_inspect(pulse).attributes("opacity").first?.arguments["_"] as? Double == 1)
      for task in _inspect(pulse).modifiers(_TaskModifier.self) {
        nonisolated(unsafe) let task = task
        await task._run()
      }
      let opacity = _inspect(pulse).attributes("opacity").first?.arguments["_"] as? Double
      #expect(opacity == (isActive ? 0.4 : 1))
    }
  }
}

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
    #expect(abs(hold(.progress, .unavailable(.empty), after: 0.6) - 0.2) < 1e-9)
  }

  @Test func longLoadsReplaceProgressAtOnce() {
    #expect(hold(.progress, .content, after: 2) == 0)
  }

  @Test func nothingButProgressIsHeld() {
    #expect(hold(.content, .progress, after: 0.35) == 0)
    #expect(hold(.unavailable(.empty), .content, after: 0.35) == 0)
    #expect(
      PresentationOverlay.hold(
        from: .progress, to: .content, progressStartedAt: nil, now: start, policy: policy) == 0)
  }
}

@Suite struct NonisolatedModifierTests {
  /// Builds a list with an empty-state overlay outside the main actor, which compiles in Swift 6
  /// only because the `emptyState` modifiers are nonisolated, as Apple's modifiers are.
  nonisolated static func notes(isEmpty: Bool, presentation: Presentation) -> some View {
    List([String](), id: \.self) { Text($0) }
      .emptyState(isPresented: isEmpty) { Text("No Notes") }
      .emptyState(presentation)
      .emptyState(for: LoadState<[String]>.loaded([]), query: "bryce", matchCount: 0)
  }

  @Test func emptyStateModifiersWorkWhenBuiltOffTheMainActor() async {
    nonisolated(unsafe) let empty = Self.notes(isEmpty: true, presentation: .content)
    nonisolated(unsafe) let full = Self.notes(isEmpty: false, presentation: .content)
    let texts = await MainActor.run { (_inspect(empty).texts, _inspect(full).texts) }
    #expect(texts.0.contains("No Notes"))
    #expect(!texts.1.contains("No Notes"))
    #expect(texts.1.contains { $0.contains("bryce") })
  }
}
