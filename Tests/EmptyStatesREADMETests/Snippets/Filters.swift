import EmptyStates

struct Message: Sendable {
  var isUnread: Bool
  var isFlagged: Bool
}

/// The README's filters example: what a mailbox shows when its filters hide every message, and
/// the filters and search text left after the user taps the state's actions in turn.
func filteredMailbox(messages: [Message], searchText: String) -> (
  presentation: Presentation, filtersLeft: Int, searchLeft: String
) {
  var searchText = searchText
  var activeFilters: [LocalizedText] = ["Unread", "Flagged"]
  let shown = messages.filter { $0.isUnread && $0.isFlagged }

  // snippet: filters
  let presentation = Presentation.resolve(
    .loaded(messages), query: searchText, matchCount: shown.count,
    filters: SearchFilters(activeFilters))  // the app's names for the filters that are on
  // No Results
  // Filtered by “Unread” and “Flagged”. Try clearing filters.
  // [Clear Filters]

  func perform(_ action: EmptyState.Action) {
    if action.id == .clearFilters { activeFilters.removeAll() }
    if action.id == .clearSearch { searchText = "" }
  }
  // end snippet

  presentation.emptyState?.actions.forEach(perform)
  return (presentation, activeFilters.count, searchText)
}
