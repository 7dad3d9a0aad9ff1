import Testing

@testable import EmptyStates

/// The one list of symbols every renderer draws: sorted, each name once, every preset's on it.
@Suite struct EmptyStateMediaSymbolsTests {
  @Test func theListIsSortedAndHoldsEachNameOnce() {
    let names = EmptyState.Media.symbolNames
    #expect(names == names.sorted())
    #expect(Set(names).count == names.count)
    #expect(!names.contains { $0.isEmpty || $0.contains(" ") })
  }

  @Test(arguments: EmptyState.Preset.allCases)
  func everyPresetSymbolIsOnTheList(preset: EmptyState.Preset) {
    #expect(EmptyState.Media.symbolNames.contains(preset.symbol))
  }
}
