import SwiftData
import SwiftUI

// Results fetched with predicates: filters the person sets (a location, a type) can empty the
// list while nothing is typed, so "No Results" would blame a search no one made. A value the view
// is given scopes the list for good: with an empty query the fetch returns the whole scope.

@Model
final class LedgerEntry {
  var note: String
  var accountID: Int
  var locationID: Int
  init(note: String, accountID: Int, locationID: Int) {
    self.note = note
    self.accountID = accountID
    self.locationID = locationID
  }
}

struct LedgerView: View {
  @Environment(\.modelContext) private var modelContext
  @State private var searchText = ""
  @State private var selectedLocationID: Int?

  var entries: [LedgerEntry] {
    var predicates: [Predicate<LedgerEntry>] = []
    if !searchText.isEmpty {
      let text = searchText
      predicates.append(#Predicate<LedgerEntry> { $0.note.localizedStandardContains(text) })
    }
    if let locationID = selectedLocationID {
      predicates.append(#Predicate<LedgerEntry> { $0.locationID == locationID })
    }
    let descriptor = FetchDescriptor<LedgerEntry>(predicate: predicates.first)
    return (try? modelContext.fetch(descriptor)) ?? []
  }

  var body: some View {
    List(entries) { Text($0.note) }
      .overlay {
        if entries.isEmpty {
          ContentUnavailableView.search // expect: search-without-query
        }
      }
      .searchable(text: $searchText)
  }
}

struct AccountLedgerView: View {
  @Environment(\.modelContext) private var modelContext
  @State private var searchText = ""
  let accountID: Int

  var entries: [LedgerEntry] {
    let account = accountID
    let text = searchText
    let predicate = #Predicate<LedgerEntry> { entry in
      entry.accountID == account && (text.isEmpty ? true : entry.note.contains(text))
    }
    return (try? modelContext.fetch(FetchDescriptor(predicate: predicate))) ?? []
  }

  var body: some View {
    VStack {
      if entries.isEmpty {
        ContentUnavailableView.search
      } else {
        List(entries) { Text($0.note) }
      }
    }
    .searchable(text: $searchText)
  }
}
