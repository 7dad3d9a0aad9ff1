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
    var filters: SearchFilters = []

    var body: some View {
      List {
        Text("Sentinel row")
        ForEach(state.value ?? [], id: \.self) { Text($0) }
      }
      .searchable(text: .constant(query))
      .refreshable {}
      .emptyState(for: state, query: query, matchCount: matches, filters: filters)
    }
  }

  func actionIdentifiers(_ tree: _ViewNode) -> [String] {
    attachments(tree).compactMap { attachment in
      guard case .identifier(let identifier) = attachment,
        identifier.hasPrefix("empty-state.action.")
      else { return nil }
      return identifier
    }
  }

  /// A list its filters emptied shows why and the way out: the filters' names in the
  /// description and a Clear Filters button — in the environment's language.
  @Test func filteredOutListShowsTheFiltersAndClearFilters() {
    var values = environment()
    values.locale = Locale(identifier: "de")
    let tree = _inspect(
      Screen(state: .loaded(["a", "b"]), matches: 0, filters: ["Unread", "Flagged"]),
      environment: values)
    #expect(tree.texts.contains("Sentinel row"))
    #expect(showsEmptyState(tree))
    #expect(tree.texts.contains("Keine Ergebnisse"))
    #expect(
      tree.texts.contains(
        "Gefiltert nach „Unread“ und „Flagged“. Versuche, die Filter zu löschen."))
    #expect(tree.texts.contains("Filter löschen"))
    #expect(actionIdentifiers(tree) == ["empty-state.action.clear-filters"])
  }

  @Test func filteredOutSearchOffersClearSearchThenClearFilters() {
    let tree = _inspect(
      Screen(
        state: .loaded(["a"]), query: "bryce", matches: 0, filters: SearchFilters(count: 2)))
    #expect(tree.texts.contains("No Results for “bryce”"))
    #expect(
      tree.texts.contains(
        "Nothing matches this search with filters on. Try a new search or clear filters."))
    #expect(
      actionIdentifiers(tree) == [
        "empty-state.action.clear-search", "empty-state.action.clear-filters",
      ])
    let titles = tree.texts.filter { ["Clear Search", "Clear Filters"].contains($0) }
    #expect(titles == ["Clear Search", "Clear Filters"])
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

  /// The overlay localizes its whole presentation once, with the core's localizer for the
  /// environment's locale: the progress label and the states alike, in the locale's direction.
  @Test(arguments: [
    LoadState<[String]>.loading, .failed(URLError(.notConnectedToInternet)),
    .failed(URLError(.notConnectedToInternet), previous: ["a"]),
  ])
  func drawsThePresentationLocalizedForTheEnvironmentsLocale(state: LoadState<[String]>) throws {
    var values = environment()
    values.locale = Locale(identifier: "ar")
    let presentation = Presentation.resolve(state)
    let expected = EmptyStateLocalizer(locale: values.locale).localize(presentation)
    let tree = _inspect(
      VStack {}.emptyState(presentation, progress: .immediate), environment: values)
    if case .progress(let progress) = expected {
      #expect(tree.texts == [progress.label])
    } else {
      let shown = try #require(expected.emptyState)
      #expect(
        tree.texts == [shown.title] + (shown.description.map { [$0] } ?? [])
          + shown.actions.map(\.title))
    }
    let texts = tree.allNodes.filter { $0.matchableView is Text }
    try #require(!texts.isEmpty)
    #expect(texts.allSatisfy { $0.environment.layoutDirection == .rightToLeft })
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
    let moving = animations(reduceMotion: false)
    let still = animations(reduceMotion: true)
    #expect(!moving.isEmpty)
    #expect(moving.allSatisfy { $0 != nil })
    #expect(still.count == moving.count)
    #expect(still.allSatisfy { $0 == nil })
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
    let animations = tree(true, reduceMotion: true).attributes("animation")
    #expect(!animations.isEmpty)
    #expect(animations.allSatisfy { $0.arguments["_"] as? Animation == nil })
  }

  /// Copy an app sets once at its root, for a screen that does not pass `rules:`.
  static let rootRules = PresentationRules(
    empty: EmptyState(String("Nothing Here Yet"), systemImage: "tray"),
    noResults: { EmptyState(String("Nothing Matches \($0.text)"), systemImage: "magnifyingglass") })

  @Test func theEnvironmentsRulesAreWhatANestedOverlayResolvesWith() {
    let app = NavigationStack {
      VStack { Screen(state: .loaded([])) }
    }
    .emptyStateDefaults { $0.rules = Self.rootRules }
    let empty = _inspect(app)
    #expect(empty.texts.contains("Nothing Here Yet"))
    #expect(!empty.texts.contains("No Items"))
    let searched = _inspect(
      VStack { Screen(state: .loaded(["a"]), query: "bryce", matches: 0) }
        .emptyStateDefaults(EmptyStateDefaults(rules: Self.rootRules)))
    #expect(searched.texts.contains("Nothing Matches bryce"))
  }

  @Test func aCallSitesRulesBeatTheEnvironments() {
    let callSite = PresentationRules(empty: EmptyState(String("No Drafts"), systemImage: "doc"))
    let tree = _inspect(
      List([String](), id: \.self) { Text($0) }
        .emptyState(for: LoadState<[String]>.loaded([]), rules: callSite)
        .emptyStateDefaults { $0.rules = Self.rootRules })
    #expect(tree.texts.contains("No Drafts"))
    #expect(!tree.texts.contains("Nothing Here Yet"))
  }

  /// The progress indicator shows at once (opacity 1) only with the immediate policy.
  @Test func theProgressPolicyComesFromTheEnvironmentUnlessTheCallSiteGivesOne() {
    func opacity(_ view: some View) -> Double? {
      _inspect(view).attributes("opacity").first?.arguments["_"] as? Double
    }
    let immediate = EmptyStateDefaults(progress: .immediate)
    #expect(opacity(Screen(state: .loading)) == 0)
    #expect(opacity(Screen(state: .loading).emptyStateDefaults(immediate)) == 1)
    #expect(opacity(VStack {}.emptyState(.progress).emptyStateDefaults(immediate)) == 1)
    #expect(
      opacity(VStack {}.emptyState(.progress, progress: .standard).emptyStateDefaults(immediate))
        == 0)
  }
}
