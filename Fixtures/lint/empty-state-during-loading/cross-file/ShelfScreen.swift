import SwiftUI

// Two screens on NoteShelfModel (NoteShelfModel.swift, its rows in ShelfModels.swift). The shelf reads
// rows of the local store back: the await is the device's, no network wait for the empty state
// to stand in front of. The feed waits for the server: its empty state flashes first.

struct ShelfScreen: View {
  @State private var model: NoteShelfModel

  init(service: any NoteService) {
    _model = State(initialValue: NoteShelfModel(service: service))
  }

  var body: some View {
    Group {
      if model.shelved.isEmpty {
        ContentUnavailableView("Shelf Empty", systemImage: "archivebox", description: Text("Notes you shelve wait here."))
      } else {
        List(model.shelved, id: \.title) { Text($0.title) }
      }
    }
    .task { try? await model.loadShelf() }
  }
}

struct FeedScreen: View {
  @State private var model: NoteShelfModel

  init(service: any NoteService) {
    _model = State(initialValue: NoteShelfModel(service: service))
  }

  var body: some View {
    Group {
      if model.feed.isEmpty {
        ContentUnavailableView("Nothing Shared Yet", systemImage: "globe", description: Text("Notes people share publicly show up here.")) // expect: empty-state-during-loading
      } else {
        List(model.feed) { Text($0.title) }
      }
    }
    .task { try? await model.loadFeed() }
  }
}
