import EmptyStates
import EmptyStatesHTML
import Testing

@testable import empty_states_bench

/// The HTML floor is only a floor if it prints the renderer's bytes.
@Suite struct HTMLFloorTests {
  @Test func printsTheRenderersBytesForEveryPresetAndLocale() {
    let states = BenchmarkInputs.states
    #expect(states.count == 120)
    for state in states {
      #expect(HTMLFloor.render(state) == HTMLRenderer().render(state), "\(state.title)")
    }
  }

  @Test func differsWhenTheRendererIsConfiguredOtherwise() {
    let state = EmptyStateLocalizer(localeIdentifier: "en").localize(.offline)
    #expect(HTMLFloor.render(state) != HTMLRenderer(style: .card).render(state))
  }
}
