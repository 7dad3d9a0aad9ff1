import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// Built outside the main actor, as `ContentUnavailableView`'s nonisolated initializers allow:
/// this compiles only while `EmptyStateView` and its parts stay nonisolated.
func offlineState(retry: @escaping @MainActor () -> Void) -> some View {
  EmptyStateView {
    Label("You’re Offline", systemImage: "wifi.slash")
  } description: {
    Text("Check your connection and try again.")
  } actions: {
    Button("Retry", action: retry)
  }
}

/// Composed parts and the search variant, built outside the main actor too.
func composedState() -> some View {
  VStack {
    EmptyStateContainer { EmptyStateHeader { EmptyStateTitle("No Projects Yet") } }
    EmptyStateView.search(text: "bryce")
    EmptyStateView(.offline)
  }
}

@Suite @MainActor struct IsolationTests {
  @Test func viewsBuiltByNonisolatedFunctionsRender() {
    let offline = offlineState {}
    let composed = composedState()
    #expect(
      _inspect(offline).texts == [
        "You’re Offline", "Check your connection and try again.", "Retry",
      ])
    #expect(_inspect(composed).texts.contains("No Results for “bryce”"))
  }
}
