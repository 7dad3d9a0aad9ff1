import SwiftData
import SwiftUI

// Rows of a local store that the view's own load fills from a server: on a first sync the store
// is empty until the request lands, so a test of its rows shows "none" meanwhile. Rows the app
// only ever creates locally, and tests reached once the store holds rows, are fine.

@Model
final class Warehouse {
  var name: String
  init(name: String) { self.name = name }
}

struct WarehousesView: View {
  @Environment(\.modelContext) private var modelContext
  @Query(sort: \Warehouse.name) private var warehouses: [Warehouse]

  var body: some View {
    List(warehouses) { Text($0.name) }
      .overlay {
        if warehouses.isEmpty {
          ContentUnavailableView("No Warehouses", systemImage: "building.2") // expect: empty-state-during-loading
        }
      }
      .task { await sync() }
  }

  private func sync() async {
    guard let names = try? await WarehouseAPI.names() else { return }
    for name in names {
      modelContext.insert(Warehouse(name: name))
    }
  }
}

struct ShelvesView: View {
  @Environment(\.modelContext) private var modelContext
  @State private var filter = ""

  // The count of every row, without fetching them.
  var shelvesCount: Int {
    let descriptor = FetchDescriptor<Warehouse>()
    return (try? modelContext.fetchCount(descriptor)) ?? 0
  }

  var shelves: [Warehouse] {
    let descriptor = FetchDescriptor<Warehouse>(sortBy: [SortDescriptor(\.name)])
    return (try? modelContext.fetch(descriptor)) ?? []
  }

  var body: some View {
    List {
      ForEach(shelves) { Text($0.name) }
    }
    .overlay {
      if shelvesCount == 0 {
        ContentUnavailableView("No Shelves", systemImage: "books.vertical") // expect: empty-state-during-loading
      } else if shelves.isEmpty {
        // Reached only once the store holds rows: the load has landed.
        ContentUnavailableView("Nothing Matches", systemImage: "line.3.horizontal.decrease")
      }
    }
    .task {
      let incoming = await WarehouseAPI.download()
      for shelf in incoming { modelContext.insert(shelf) }
    }
  }
}

// Rows the person creates: nothing is inserted after a wait, so the first frame is right.
struct DraftsView: View {
  @Environment(\.modelContext) private var modelContext
  @Query private var drafts: [Warehouse]

  var body: some View {
    List(drafts) { Text($0.name) }
      .overlay {
        if drafts.isEmpty {
          ContentUnavailableView("No Drafts", systemImage: "doc")
        }
      }
      .toolbar {
        Button("Add") { modelContext.insert(Warehouse(name: "Draft")) }
      }
      .task { await Analytics.screenShown("drafts") }
  }
}

// The store is filled, but a loading state guards the way.
struct DepotsView: View {
  @Environment(\.modelContext) private var modelContext
  @Query private var depots: [Warehouse]
  @State private var isSyncing = true

  var body: some View {
    List(depots) { Text($0.name) }
      .overlay {
        if isSyncing {
          ProgressView()
        } else if depots.isEmpty {
          ContentUnavailableView("No Depots", systemImage: "shippingbox")
        }
      }
      .task {
        defer { isSyncing = false }
        let incoming = await WarehouseAPI.download()
        for depot in incoming { modelContext.insert(depot) }
      }
  }
}

// Entries read from a database with an await: a read like any other, after the first frame.
struct ErrorLogScreen: View {
  @State private var entries: [String] = []

  var body: some View {
    VStack {
      if entries.isEmpty {
        ContentUnavailableView("No Errors Logged", systemImage: "checkmark.circle") // expect: empty-state-during-loading
      } else {
        List(entries, id: \.self) { Text($0) }
      }
    }
    .task {
      let all = await DiagnosticsCenter.shared.errorLogDatabase.allEntries()
      entries = Array(all.suffix(200))
    }
  }
}

// A database in the cloud, likewise.
struct SharedAlbumsScreen: View {
  @State private var albums: [String] = []

  var body: some View {
    VStack {
      if albums.isEmpty {
        ContentUnavailableView("No Shared Albums", systemImage: "rectangle.stack.badge.person.crop") // expect: empty-state-during-loading
      } else {
        List(albums, id: \.self) { Text($0) }
      }
    }
    .task {
      albums = (try? await CloudSync.shared.sharedCloudDatabase.albumTitles()) ?? []
    }
  }
}

// The same read, assigned as it is awaited: likewise.
struct CrashLogScreen: View {
  @State private var reports: [String] = []

  var body: some View {
    VStack {
      if reports.isEmpty {
        ContentUnavailableView("No Crash Reports", systemImage: "checkmark.seal") // expect: empty-state-during-loading
      } else {
        List(reports, id: \.self) { Text($0) }
      }
    }
    .task {
      reports = await DiagnosticsCenter.shared.crashReportsDB.titles()
    }
  }
}

// Rows of the store a model fetches in a task of its own (a background context): they arrive
// after the first frame. Read back first and only then synced, they are there from the start.
@Model final class Reading {
  var value = 0.0
  init(value: Double) { self.value = value }
}

@MainActor
@Observable
final class ReadingsModel {
  var recent: [Reading] = []
  var archived: [Reading] = []

  func start() {
    Task {
      let fetched = await ReadingStore.shared.fetchRecent()
      recent = fetched
    }
  }

  func openArchive() async {
    archived = await ReadingStore.shared.archived()
    Task { archived = await ReadingStore.shared.syncedArchive() }
  }
}

struct RecentReadingsScreen: View {
  @State private var model = ReadingsModel()

  var body: some View {
    VStack {
      if model.recent.isEmpty {
        ContentUnavailableView("No Readings", systemImage: "waveform.path.ecg") // expect: empty-state-during-loading
      } else {
        List(model.recent, id: \.value) { Text("\($0.value)") }
      }
    }
    .onAppear { model.start() }
  }
}

struct ArchivedReadingsScreen: View {
  @State private var model = ReadingsModel()

  var body: some View {
    VStack {
      if model.archived.isEmpty {
        ContentUnavailableView("Archive Empty", systemImage: "archivebox")
      } else {
        List(model.archived, id: \.value) { Text("\($0.value)") }
      }
    }
    .task { await model.openArchive() }
  }
}
