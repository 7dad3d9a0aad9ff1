// Previews of every public view and style, for Xcode's canvas. They are `PreviewProvider`s, not
// `#Preview`s: the macro's implementation ships with Xcode only, so a package that uses it does
// not build with the Command Line Tools or a swift.org toolchain. Debug builds only; each is
// available where the APIs it shows are.
#if canImport(SwiftUI) && DEBUG
  import EmptyStates
  import SwiftUI

  struct EmptyStateViewPreviews: PreviewProvider {
    static var previews: some View {
      EmptyStateView(
        "No Notes", systemImage: "doc.text",
        description: Text("Tap the plus button to write your first note.")
      )
      .previewDisplayName("Initializer, native look")

      EmptyStateView(
        "No Notes", systemImage: "doc.text",
        description: Text("Tap the plus button to write your first note.")
      )
      .emptyStateRendering(.fallback)
      .previewDisplayName("Backport (iOS 15 and 16 look)")

      EmptyStateView {
        Label("No Landmarks", systemImage: "mappin.slash")
      } description: {
        Text("Landmarks you save will appear here.")
      } actions: {
        Button("Browse Landmarks") {}
        Button("Import from Photos") {}
      }
      .previewDisplayName("Builder with actions")

      EmptyStateView.search(text: "bryce") {
        Button("Clear Search") {}
      }
      .previewDisplayName("Search with Clear Search")
    }
  }

  struct EmptyStatePresetPreviews: PreviewProvider {
    static var previews: some View {
      ScrollView {
        VStack(spacing: 24) {
          ForEach(EmptyState.Preset.allCases, id: \.self) { preset in
            EmptyStateView(preset.emptyState(query: "bryce"))
              .frame(minHeight: 320)
          }
        }
      }
      .previewDisplayName("Presets")
    }
  }

  // Control sizes came to watchOS in 9.0; tvOS has none with the 18 SDK.
  @available(watchOS 9.0, *)
  @available(tvOS, unavailable)
  struct EmptyStateStylePreviews: PreviewProvider {
    static var previews: some View {
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
      .previewDisplayName("Styles")
    }
  }

  struct EmptyStatePartsPreviews: PreviewProvider {
    static var previews: some View {
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
      .previewDisplayName("Composable parts")

      EmptyStateView {
        Label {
          Text("No Messages")
        } icon: {
          EmptyStateSymbol("tray", animation: .breathe)
        }
      } description: {
        Text("New conversations will show up here.")
      }
      .previewDisplayName("Breathing symbol")
    }
  }

  struct EmptyStateOverlayPreviews: PreviewProvider {
    static var previews: some View {
      List([String](), id: \.self) { Text($0) }
        .emptyState(for: LoadState<[String]>.failed(URLError(.notConnectedToInternet))) { _ in }
        .previewDisplayName("Load state overlay")
    }
  }
#endif
