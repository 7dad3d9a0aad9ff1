// Previews of every public view and style. `#Preview` expands to DeveloperToolsSupport, which
// ships with Xcode only, so these compile on Apple platforms and are left out elsewhere.
#if canImport(SwiftUI) && canImport(DeveloperToolsSupport)
  import EmptyStates
  import SwiftUI

  #Preview("Initializer, native look") {
    EmptyStateView(
      "No Notes", systemImage: "doc.text",
      description: Text("Tap the plus button to write your first note."))
  }

  #Preview("Backport (iOS 15 and 16 look)") {
    EmptyStateView(
      "No Notes", systemImage: "doc.text",
      description: Text("Tap the plus button to write your first note.")
    )
    .emptyStateRendering(.fallback)
  }

  #Preview("Builder with actions") {
    EmptyStateView {
      Label("No Landmarks", systemImage: "mappin.slash")
    } description: {
      Text("Landmarks you save will appear here.")
    } actions: {
      Button("Browse Landmarks") {}
      Button("Import from Photos") {}
    }
  }

  #Preview("Search with Clear Search") {
    EmptyStateView.search(text: "bryce") {
      Button("Clear Search") {}
    }
  }

  #Preview("Presets") {
    ScrollView {
      VStack(spacing: 24) {
        ForEach(Preset.allCases, id: \.self) { preset in
          EmptyStateView(preset.emptyState(query: "bryce"))
            .frame(minHeight: 320)
        }
      }
    }
  }

  #Preview("Styles") {
    ScrollView {
      VStack(spacing: 24) {
        EmptyStateView(.offline).emptyStateStyle(.outlined)
        EmptyStateView(.offline).emptyStateStyle(.card)
        EmptyStateView(.offline).emptyStateStyle(.compact)
        EmptyStateView(.offline).controlSize(.small).emptyStateStyle(.outlined)
        EmptyStateView(.offline).controlSize(.large).emptyStateStyle(.card)
      }
      .padding()
    }
  }

  #Preview("Composable parts") {
    EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia(variant: .icon) {
          Image(systemName: "folder")
        }
        EmptyStateTitle("No Projects Yet")
        EmptyStateDescription("Get started by creating your first project.")
      }
      EmptyStateContent {
        Button("Create Project") {}
          .buttonStyle(.borderedProminent)
        Button("Import") {}
      }
    }
  }

  #Preview("Breathing symbol") {
    EmptyStateView {
      Label {
        Text("No Messages")
      } icon: {
        EmptyStateSymbol("tray", animation: .breathe)
      }
    } description: {
      Text("New conversations will show up here.")
    }
  }

  #Preview("Load state overlay") {
    List([String](), id: \.self) { Text($0) }
      .emptyState(for: LoadState<[String]>.failed(URLError(.notConnectedToInternet))) { _ in }
  }
#endif
