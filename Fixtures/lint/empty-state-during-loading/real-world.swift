import SwiftUI

// Shapes seen in public apps: a `.task` that loads something else is no load of the data the
// empty state tests; one that fills it, directly or through a method of the view, is.

struct PlaylistEditor: View {
  @EnvironmentObject private var library: MusicLibrary
  @State private var cover: CoverPickerItem?
  @State private var coverData: Data?

  var body: some View {
    Form {
      Section("Songs") {
        if library.songs.isEmpty {
          Text("Import songs to add them here.")
        }
        ForEach(library.songs) { song in
          Text(song.title)
        }
      }
    }
    .overlay {
      if library.songs.isEmpty {
        ContentUnavailableView("No Songs", systemImage: "music.note")
      }
    }
    .task(id: cover) {
      coverData = await cover?.loadData()
    }
  }
}

struct TrailPicker: View {
  @State private var trails: [Trail] = []
  private let service = TrailService()

  var body: some View {
    VStack {
      if trails.isEmpty {
        ContentUnavailableView("No Trails", systemImage: "map") // expect: empty-state-during-loading
      } else {
        TrailList(trails: trails)
      }
    }
    .task {
      await reload()
    }
  }

  private func reload() async {
    trails = (try? await service.fetchTrails()) ?? []
  }
}
