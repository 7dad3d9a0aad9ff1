import EmptyStates
import EmptyStatesHTML
import Testing

@testable import empty_states_bench

/// The HTML floor is only a floor if it prints the renderer's bytes.
@Suite struct HTMLFloorTests {
  @Test(arguments: [HTMLFloor.cleaning, .escapingOnly])
  func printsTheRenderersBytesForEveryPresetAndLocale(floor: HTMLFloor) {
    let states = BenchmarkInputs.states
    #expect(states.count == 120)
    for state in states {
      #expect(floor.render(state) == HTMLRenderer().render(state), "\(state.title)")
    }
  }

  @Test(arguments: [HTMLFloor.cleaning, .escapingOnly])
  func differsWhenTheRendererIsConfiguredOtherwise(floor: HTMLFloor) {
    let state = EmptyStateLocalizer(localeIdentifier: "en").localize(.offline)
    #expect(floor.render(state) != HTMLRenderer(style: .card).render(state))
  }

  /// Only the cleaning floor draws what the renderer draws of text that holds controls.
  @Test func onlyTheCleaningFloorCleansText() {
    let state = EmptyStateLocalizer(localeIdentifier: "en").localize(
      EmptyState(.verbatim("No\u{202E} Notes\u{7}")))
    #expect(HTMLFloor.cleaning.render(state) == HTMLRenderer().render(state))
    #expect(HTMLFloor.escapingOnly.render(state).contains("No\u{202E} Notes\u{7}"))
    #expect(!HTMLRenderer().render(state).contains("\u{202E}"))
  }
}
