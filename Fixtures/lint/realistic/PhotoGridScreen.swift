import SwiftUI

// A photo library: an adaptive grid, albums, import, and a hidden-photos album.

struct Photo: Identifiable, Hashable {
  let id: UUID
  let assetName: String
  var isHidden = false
}

@MainActor
final class PhotoLibraryModel: ObservableObject {
  enum LibraryPhase {
    case loading
    case loaded([Photo])
    case denied
  }

  @Published var phase = LibraryPhase.loading

  func load() async {
    phase = .loading
    let granted = await PhotoAccess.request()
    guard granted else {
      phase = .denied
      return
    }
    phase = .loaded(await PhotoAccess.photos())
  }
}

struct PhotoGridScreen: View {
  @StateObject private var library = PhotoLibraryModel()
  @Environment(\.openURL) private var openURL
  @State private var showsImporter = false

  private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

  var body: some View {
    NavigationStack {
      content
        .navigationTitle("Library")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Import", systemImage: "square.and.arrow.down") { showsImporter = true }
          }
        }
    }
    .task { await library.load() }
  }

  @ViewBuilder
  private var content: some View {
    switch library.phase {
    case .loading:
      ProgressView()
    case .denied:
      ContentUnavailableView {
        Label("Photo Access Off", systemImage: "hand.raised")
      } description: {
        Text("Allow access in Settings to browse your library.")
      } actions: {
        Button("Open Settings") {
          if let url = URL(string: "app-settings:") { openURL(url) }
        }
      }
    case .loaded(let photos):
      if photos.isEmpty {
        ContentUnavailableView {
          Label("No Photos", systemImage: "photo.on.rectangle")
        } description: {
          Text("Photos you take or import appear here.")
        } actions: {
          Button("Import Photos") { showsImporter = true }
        }
      } else {
        ScrollView {
          LazyVGrid(columns: columns, spacing: 2) {
            ForEach(photos) { photo in
              Image(photo.assetName)
                .resizable()
                .scaledToFill()
                .frame(minWidth: 0, maxWidth: .infinity)
                .aspectRatio(1, contentMode: .fill)
                .clipped()
            }
          }
        }
        .overlay(alignment: .bottom) {
          HiddenAlbumNote(count: photos.filter(\.isHidden).count)
        }
      }
    }
  }
}

struct HiddenAlbumNote: View {
  let count: Int

  var body: some View {
    if count == 0 {
      ContentUnavailableView("Nothing Hidden", systemImage: "eye", description: Text("Hide a photo to keep it out of the grid.")) // expect: fixed-frame-on-empty-state
        .frame(height: 180)
        .background(.regularMaterial, in: .rect(cornerRadius: 16))
        .padding()
    }
  }
}

enum PhotoAccess {
  static func request() async -> Bool { true }
  static func photos() async -> [Photo] { [] }
}

#Preview {
  PhotoGridScreen()
}
