import Testing

@testable import EmptyStates

@Suite struct ActionTests {
  @Test(arguments: ["retry", "go-back", "v1.2_beta", String(repeating: "a", count: 64)])
  func validIdentifiersAreAccepted(text: String) {
    #expect(EmptyState.Action.ID(rawValue: text)?.rawValue == text)
  }

  @Test(arguments: [
    "", "has space", "<b>", "émoji", "tab\t", String(repeating: "a", count: 65), "\u{202E}x",
  ])
  func invalidIdentifiersAreRefusedAtConstruction(text: String) {
    #expect(EmptyState.Action.ID(rawValue: text) == nil)
  }

  @Test func aStateKeepsTheFirstActionOfEachID() {
    var state = EmptyState(
      "No Mail", systemImage: "tray",
      actions: [
        EmptyState.Action("Retry", id: .retry),
        EmptyState.Action("Again", id: .retry, role: .secondary),
        EmptyState.Action("Settings", id: .openSettings),
      ])
    #expect(state.actions.map(\.title) == ["Retry", "Settings"])
    state.actions.append(EmptyState.Action("Retry Later", id: .retry))
    #expect(state.actions.map(\.id) == [.retry, .openSettings])
  }
}
