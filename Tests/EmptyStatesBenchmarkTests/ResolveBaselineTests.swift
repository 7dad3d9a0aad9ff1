import EmptyStates
import Testing

@testable import empty_states_bench

/// The resolve baseline decides what `Presentation.resolve` decides, on the inputs it is
/// timed on, and those inputs cover every screen.
@Suite struct ResolveBaselineTests {
  @Test func decidesTheSameScreensAsTheLibrary() {
    let inputs = ResolveBaseline.inputs
    let library = inputs.map {
      ResolveBaseline.screen(
        of: Presentation.resolve($0.state, query: $0.query, matchCount: $0.matchCount))
    }
    #expect(library == inputs.map(ResolveBaseline.resolve))
    #expect(
      Set(library.map { "\($0)" }) == [
        "progress", "content", "contentWithError", "empty", "noResults", "failure",
      ])
  }
}
