import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The playlists page: a first-run sidebar, compact, with the button that fills it.
struct PlaylistsSample: CatalogSample {
  @State var playlists: [String]

  var body: some View {
    List(playlists, id: \.self) { Label($0, systemImage: "music.note.list") }
      .emptyState(isPresented: playlists.isEmpty) {
        EmptyStateView {
          Label("No Playlists", systemImage: "music.note.list")
        } description: {
          Text("Playlists you make appear here.")
        } actions: {
          Button("New Playlist") { playlists.append("Untitled Playlist") }
        }
      }
      .emptyStateStyle(.compact)
  }

  func html(locale: Locale) -> String {
    let playlists = EmptyState(
      "No Playlists", systemImage: "music.note.list",
      description: "Playlists you make appear here.",
      actions: [EmptyState.Action("New Playlist", id: "new-playlist")])
    let renderer = HTMLRenderer(headingLevel: .h2, style: .compact)
    return renderer.render(playlists, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let noPlaylists = EmptyState(
        "No Playlists", systemImage: "music.note.list",
        description: "Playlists you make appear here.",
        actions: [EmptyState.Action("New Playlist", id: "new-playlist")])
      return EmptyStateContentView(noPlaylists) { action in
        if action.id == "new-playlist" { playlists.append("Untitled Playlist") }
      }
    }
  #endif
}
