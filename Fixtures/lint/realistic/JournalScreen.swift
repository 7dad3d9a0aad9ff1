import SwiftData
import SwiftUI

// A journal stored with SwiftData: entries by day, search, and a watch-sized variant.

@Model
final class JournalEntry {
  var text: String
  var mood: Int
  var created: Date

  init(text: String, mood: Int, created: Date = .now) {
    self.text = text
    self.mood = mood
    self.created = created
  }
}

struct JournalScreen: View {
  @Environment(\.modelContext) private var context
  @Query(sort: \JournalEntry.created, order: .reverse) private var entries: [JournalEntry]
  @State private var searchText = ""
  @State private var isComposing = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(filteredEntries) { entry in
          EntryRow(entry: entry)
        }
        .onDelete(perform: delete)
      }
      .navigationTitle("Journal")
      .searchable(text: $searchText, prompt: "Search entries")
      .overlay {
        if entries.isEmpty {
          FirstEntryPrompt { isComposing = true }
        } else if filteredEntries.isEmpty {
          ContentUnavailableView.search(text: searchText)
        }
      }
      .toolbar {
        Button("New Entry", systemImage: "square.and.pencil") { isComposing = true }
      }
      .sheet(isPresented: $isComposing) {
        Text("Compose")
      }
    }
  }

  private var filteredEntries: [JournalEntry] {
    if searchText.isEmpty { return entries }
    return entries.filter { $0.text.localizedStandardContains(searchText) }
  }

  private func delete(at offsets: IndexSet) {
    for index in offsets {
      context.delete(filteredEntries[index])
    }
  }
}

struct FirstEntryPrompt: View {
  var compose: () -> Void

  var body: some View {
    #if os(watchOS)
      ContentUnavailableView("Blank Journal", systemImage: "book.closed", description: Text("Dictate a few words to begin."))
    #else
      ContentUnavailableView {
        Label("Blank Journal", systemImage: "book.closed")
      } description: {
        Text("Write a few lines about your day to begin.")
      } actions: {
        Button("Write an Entry", action: compose)
          .buttonStyle(.borderedProminent)
      }
    #endif
  }
}

struct EntryRow: View {
  let entry: JournalEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(entry.created, format: .dateTime.weekday(.wide).day().month())
        .font(.caption)
        .foregroundStyle(.secondary)
      Text(entry.text)
        .lineLimit(2)
    }
  }
}

#Preview {
  JournalScreen()
    .modelContainer(for: JournalEntry.self, inMemory: true)
}
