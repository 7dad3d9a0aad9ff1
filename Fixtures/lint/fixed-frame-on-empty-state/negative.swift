import SwiftUI

// Flexible frames, minimums and widths let the empty state grow with its text.

struct ShortcutsView: View {
  let shortcuts: [String]

  var body: some View {
    List(shortcuts, id: \.self) { Text($0) }
      .overlay {
        if shortcuts.isEmpty {
          ContentUnavailableView("No Shortcuts", systemImage: "square.stack.3d.up", description: Text("Build a shortcut to automate a task."))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
      }
  }
}

struct InspectorPane: View {
    let selection: String?

    var body: some View {
        if let selection {
            Text(selection)
        } else {
            ContentUnavailableView("No Selection", systemImage: "sidebar.right", description: Text("Pick a layer to inspect it."))
                .frame(minHeight: 300)
                .frame(width: 320)
        }
    }
}

struct FeedCard: View {
  let stories: [String]
  var refresh: () -> Void = {}

  var body: some View {
    if stories.isEmpty {
      ContentUnavailableView {
        Label("No Stories", systemImage: "newspaper")
      } description: {
        Text("Follow a topic to fill your feed.")
      } actions: {
        Button("Browse Topics", action: refresh)
          .frame(height: 44)
      }
      .frame(maxWidth: 500)
      .frame(maxHeight: .infinity)
    }
  }
}

struct LegacyEmptyView: View {
  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: "tray")
        .resizable()
        .scaledToFit()
        .frame(height: 48)
      Text("Nothing Saved Yet").font(.headline)
    }
    .frame(height: 200)
  }
}
