import Testing

@testable import EmptyStates

@Suite struct SearchFiltersTests {
  @Test func namedFiltersKeepTheirNamesInOrderAndCountThem() {
    let filters: SearchFilters = ["Unread", "Flagged"]
    #expect(filters.names == [LocalizedText("Unread"), LocalizedText("Flagged")])
    #expect(filters.count == 2)
    #expect(!filters.isEmpty)
  }

  @Test func filtersKnownByTheirCountHaveNoNames() {
    let filters = SearchFilters(count: 3)
    #expect(filters.names.isEmpty)
    #expect(filters.count == 3)
    #expect(!filters.isEmpty)
  }

  @Test(arguments: ["", "  ", "\u{200B}"])
  func aBlankNameMakesTheFiltersCountedNotNamed(blank: String) {
    let filters = SearchFilters(["Unread", .verbatim(blank)])
    #expect(filters.names.isEmpty)
    #expect(filters.count == 2)
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    #expect(
      english.localize(.noResults(for: nil, filters: filters)).description
        == "Nothing matches with filters on. Try clearing filters.")
  }

  @Test(arguments: [SearchFilters([]), [], SearchFilters(count: 0), SearchFilters(count: -4)])
  func noFilterIsNoFilters(filters: SearchFilters) {
    #expect(filters.isEmpty)
    #expect(filters.count == 0)
  }
}
