import EmptyStates
import EmptyStatesTerminal
import Testing

@testable import empty_states_bench

/// The terminal floor is only a floor if it prints the renderer's bytes.
@Suite struct TerminalFloorTests {
  @Test(arguments: [TerminalRenderer.Mode.ansi, .plain], [20, 33, 72])
  func printsTheRenderersBytesForEveryPresetAndLocale(mode: TerminalRenderer.Mode, width: Int) {
    let states = BenchmarkInputs.states
    #expect(!states.isEmpty)
    let renderer = TerminalRenderer(mode: mode, width: width)
    let floor = TerminalFloor(mode: mode, width: width)
    for state in states {
      #expect(floor.render(state) == renderer.render(state), "\(state.title)")
    }
  }

  @Test func actionsSideBySideAndStackedAlike() {
    let state = EmptyStateLocalizer(localeIdentifier: "en").localize(
      EmptyState(
        "Title", description: "A description long enough to wrap at twenty columns.",
        actions: [
          EmptyState.Action("One", id: "one"), EmptyState.Action("Two", id: "two"),
          EmptyState.Action("A third, longer one", id: "three", role: .link),
        ]))
    for mode in [TerminalRenderer.Mode.ansi, .plain] {
      for width in [20, 72] {
        let expected = TerminalRenderer(mode: mode, width: width).render(state)
        #expect(TerminalFloor(mode: mode, width: width).render(state) == expected)
      }
    }
  }
}
