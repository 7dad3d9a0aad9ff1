import SwiftUI

// Empty states used as loading screens: shown while long work runs, with a title chosen by a
// loading flag, a pulsing symbol, or a flag the work raises before it waits and lowers after.

struct StatsView: View {
  @State private var samples: [Double] = []
  @State private var isLoading = false

  var body: some View {
    ScrollView {
      if samples.isEmpty {
        ContentUnavailableView( // expect: empty-state-as-loading
          isLoading ? "Loading statistics…" : "No statistics yet",
          systemImage: "chart.xyaxis.line"
        )
      }
      ForEach(samples, id: \.self) { Text("\($0)") }
    }
    .task {
      isLoading = true
      samples = await StatsArchive.samples()
      isLoading = false
    }
  }
}

struct DownloadsQueueView: View {
  @State private var downloads: [String] = []
  @State private var isRefreshing = false

  var body: some View {
    List(downloads, id: \.self) { Text($0) }
      .overlay {
        if downloads.isEmpty {
          ContentUnavailableView { // expect: empty-state-as-loading
            Label("Downloads", systemImage: "arrow.down.circle")
          } description: {
            Text(isRefreshing ? "Checking for new episodes…" : "Episodes you download appear here.")
          }
        }
      }
      .refreshable {
        isRefreshing = true
        downloads = await StatsArchive.downloads()
        isRefreshing = false
      }
  }
}

struct LibraryRootView: View {
  @AppStorage("libraryVersion") private var libraryVersion = 1

  var body: some View {
    if libraryVersion < 2 {
      ContentUnavailableView("Upgrading Library", systemImage: "arrow.triangle.2.circlepath", description: Text("Your books stay where they are.")) // expect: empty-state-as-loading
        .symbolEffect(.pulse)
        .task {
          await LibraryUpgrade.run()
          libraryVersion = 2
        }
    } else {
      Text("Library")
    }
  }
}

struct MailboxIndexView: View {
  @State private var indexed = false

  var body: some View {
    if !indexed {
      ContentUnavailableView("Indexing Mail", systemImage: "magnifyingglass", description: Text("Search works once every message is indexed.")) // expect: empty-state-as-loading
        .onAppear {
          MailIndexer.shared.rebuild { indexed = true }
        }
    } else {
      Text("Search")
    }
  }
}

struct JournalExportView: View {
  @State private var entries: [String] = []
  @State private var showsSortProgress = false
  @State private var order = SortOrder.forward

  var body: some View {
    List(entries, id: \.self) { Text($0) }
      .overlay {
        if showsSortProgress {
          ContentUnavailableView("Sorting Entries", systemImage: "arrow.up.arrow.down") // expect: empty-state-as-loading
        }
      }
      .task(id: order) { await resort() }
  }

  private func resort() async {
    showsSortProgress = true
    entries = await JournalArchive.sorted(entries, order: order)
    showsSortProgress = false
  }
}

// Not loading screens: a symbol effect on a real empty state, work on appear that is not the
// empty state's, and a flag that is not about work in progress.
struct NoSelectionView: View {
  @State private var pulses = 0

  var body: some View {
    ContentUnavailableView("No Note Selected", systemImage: "note.text", description: Text("Pick a note in the sidebar."))
      .symbolEffect(.bounce, value: pulses)
      .onAppear { pulses += 1 }
  }
}

struct EmptyTrashView: View {
  @State private var hasSeenTip = false

  var body: some View {
    if !hasSeenTip {
      ContentUnavailableView("Trash Is Empty", systemImage: "trash", description: Text("Deleted notes stay here for 30 days."))
        .onAppear { TipCenter.record("trash") }
    }
  }
}

struct FocusFilterView: View {
  @State private var showsFilterHint = false
  @State private var notes: [String] = []

  var body: some View {
    List(notes, id: \.self) { Text($0) }
      .overlay {
        if showsFilterHint {
          ContentUnavailableView("No Focus Notes", systemImage: "moon", description: Text("Notes you tag with a Focus appear here."))
        }
      }
      .task {
        notes = await JournalArchive.focusNotes()
        showsFilterHint = notes.isEmpty
      }
  }
}

enum StatsArchive {
  static func samples() async -> [Double] { [] }
  static func downloads() async -> [String] { [] }
}
enum LibraryUpgrade { static func run() async {} }
final class MailIndexer {
  static let shared = MailIndexer()
  func rebuild(completion: @escaping () -> Void) {}
}
enum JournalArchive {
  static func sorted(_ entries: [String], order: SortOrder) async -> [String] { entries }
  static func focusNotes() async -> [String] { [] }
}
enum TipCenter { static func record(_ tip: String) {} }
