import CoreData
import SwiftData
import SwiftUI

// A load in the view is a reason to report an emptiness test only when it fills the data the
// test reads, when the view appears, and asynchronously. Loads of other data, a pull to refresh,
// local rows, values the view is given, and a model that arrives together with its data are
// not.

// A `.refreshable` runs when people pull: the list is already there when they can.
@MainActor
final class ReadingListModel: ObservableObject {
  @Published var articles: [SavedArticle] = []

  func sync() async {
    articles = await SavedArticle.fetchAll()
  }
}

struct ReadingListView: View {
  @ObservedObject var model: ReadingListModel

  var body: some View {
    List(model.articles) { Text($0.title) }
      .overlay {
        if model.articles.isEmpty {
          ContentUnavailableView("No Saved Articles", systemImage: "bookmark", description: Text("Save an article to read it offline."))
        }
      }
      .refreshable { await model.sync() }
  }
}

// The same model, loaded when the view appears: the list starts empty and fills later.
struct ReadingListScreen: View {
  @StateObject private var model = ReadingListModel()

  var body: some View {
    List(model.articles) { Text($0.title) }
      .overlay {
        if model.articles.isEmpty {
          ContentUnavailableView("No Saved Articles", systemImage: "bookmark", description: Text("Save an article to read it offline.")) // expect: empty-state-during-loading
        }
      }
      .task { await model.sync() }
      .refreshable { await model.sync() }
  }
}

// The optional report is set once, with its entries: under `if let`, they are loaded.
struct ExpenseReport: Sendable {
  let month: String
  let entries: [ExpenseEntry]
}

struct ExpenseReportView: View {
  @State private var report: ExpenseReport?
  let service: any ExpenseService

  var body: some View {
    Group {
      if let report {
        if report.entries.isEmpty {
          ContentUnavailableView("No Expenses", systemImage: "creditcard", description: Text("Expenses you file in \(report.month) appear here."))
        } else {
          List(report.entries) { Text($0.merchant) }
        }
      } else {
        ProgressView()
      }
    }
    .task { report = try? await service.report() }
  }
}

// A model object set first and filled afterwards: under `if let` its list is still empty.
@MainActor
@Observable
final class BoardModel {
  let boardID: String
  var cards: [BoardCard] = []

  init(boardID: String) {
    self.boardID = boardID
  }

  func loadCards() async {
    cards = await BoardCard.fetch(board: boardID)
  }
}

struct BoardView: View {
  let boardID: String
  @State private var model: BoardModel?

  var body: some View {
    Group {
      if let model {
        cardList(model: model)
      } else {
        ProgressView()
      }
    }
    .task {
      let board = BoardModel(boardID: boardID)
      model = board
      await board.loadCards()
    }
  }

  private func cardList(model: BoardModel) -> some View {
    ScrollView {
      if model.cards.isEmpty {
        ContentUnavailableView("No Cards", systemImage: "rectangle.stack", description: Text("Add a card to start planning.")) // expect: empty-state-during-loading
      } else {
        ForEach(model.cards) { Text($0.title) }
      }
    }
  }
}

// Local rows: a SwiftData query, a Core Data fetch request, a synchronous fetch on appear.
struct HabitsView: View {
  @Query(sort: \Habit.name) private var habits: [Habit]
  @State private var streaks: [String: Int] = [:]

  var body: some View {
    List(habits) { Text($0.name) }
      .overlay {
        if habits.isEmpty {
          ContentUnavailableView("No Habits", systemImage: "checklist", description: Text("Add a habit to track it daily."))
        }
      }
      .task { streaks = await StreakCalculator.streaks(for: habits.map(\.name)) }
  }
}

struct ArchiveView: View {
  @FetchRequest(sortDescriptors: [SortDescriptor(\.createdAt)]) private var notes: FetchedResults<ArchivedNote>
  @Environment(\.managedObjectContext) private var context

  var body: some View {
    List(notes) { Text($0.title ?? "") }
      .overlay {
        if notes.isEmpty {
          ContentUnavailableView("Archive Empty", systemImage: "archivebox", description: Text("Notes you archive move here."))
        }
      }
      .task { try? await ArchiveCleaner.purge(in: context) }
  }
}

struct RecentSessionsView: View {
  @Environment(\.modelContext) private var modelContext
  @State private var sessions: [Session] = []

  var body: some View {
    List(sessions) { Text($0.name) }
      .overlay {
        if sessions.isEmpty {
          ContentUnavailableView("No Sessions", systemImage: "clock", description: Text("Sessions you record are listed here."))
        }
      }
      .onAppear {
        sessions = (try? modelContext.fetch(FetchDescriptor<Session>())) ?? []
      }
  }
}

// Values the view is given were loaded by whoever gave them; its `.task` only reads them.
struct TagEditor: View {
  @Binding var document: TaggedDocument
  @State private var suggestions: [String] = []

  var body: some View {
    Form {
      Section("Suggestions") {
        ForEach(suggestions, id: \.self) { Text($0) }
      }
    }
    .overlay {
      if document.tags.isEmpty {
        ContentUnavailableView("No Tags", systemImage: "tag", description: Text("Add a tag to find this document later."))
      }
    }
    .task {
      suggestions = await TagSuggester.suggestions(for: document.title)
    }
  }
}

struct AttendeesList: View {
  let attendees: [String]
  @State private var avatars: [String: Data] = [:]

  var body: some View {
    List(attendees, id: \.self) { Text($0) }
      .overlay {
        if attendees.isEmpty {
          ContentUnavailableView("No Attendees", systemImage: "person.2", description: Text("Invite people to see them here."))
        }
      }
      .task { avatars = await AvatarCache.avatars(for: attendees) }
  }
}

// A shared store from the environment, declared elsewhere: the file does not say it starts
// empty, and its `.task` only re-syncs it.
struct AddLabelSheet: View {
  @Environment(LabelStore.self) private var store
  @State private var searchText = ""

  private var availableLabels: [String] {
    store.labels.filter { searchText.isEmpty || $0.localizedCaseInsensitiveContains(searchText) }
  }

  var body: some View {
    NavigationStack {
      Group {
        if availableLabels.isEmpty {
          ContentUnavailableView("No Labels", systemImage: "tag.slash", description: Text("Create labels in Settings."))
        } else {
          List(availableLabels, id: \.self) { Text($0) }
        }
      }
      .searchable(text: $searchText)
    }
    .task { try? await store.sync() }
  }
}

// A `.task` that reads the data synchronously, to set something else, loads nothing.
struct ChecklistView: View {
  @State private var items: [String] = ["Passport", "Charger"]
  @State private var packed: Set<String> = []
  @State private var focus: String?

  var body: some View {
    List(items, id: \.self) { Text($0) }
      .overlay {
        if items.isEmpty {
          ContentUnavailableView("Nothing to Pack", systemImage: "suitcase", description: Text("Add what you need for the trip."))
        }
      }
      .task { focus = items.first }
  }
}

struct SavedArticle: Identifiable {
  let id: UUID
  let title: String
  static func fetchAll() async -> [SavedArticle] { [] }
}
struct ExpenseEntry: Identifiable, Sendable { let id: UUID; let merchant: String }
protocol ExpenseService: Sendable { func report() async throws -> ExpenseReport }
struct BoardCard: Identifiable {
  let id: UUID
  let title: String
  static func fetch(board: String) async -> [BoardCard] { [] }
}
@Model final class Habit {
  var name: String
  init(name: String) { self.name = name }
}
@Model final class Session {
  var name: String
  init(name: String) { self.name = name }
}
final class ArchivedNote: NSManagedObject, Identifiable {
  @NSManaged var title: String?
  @NSManaged var createdAt: Date
}
enum StreakCalculator { static func streaks(for names: [String]) async -> [String: Int] { [:] } }
enum ArchiveCleaner { static func purge(in context: NSManagedObjectContext) async throws {} }
struct TaggedDocument { var title: String; var tags: [String] }
enum TagSuggester { static func suggestions(for title: String) async -> [String] { [] } }
enum AvatarCache { static func avatars(for names: [String]) async -> [String: Data] { [:] } }
