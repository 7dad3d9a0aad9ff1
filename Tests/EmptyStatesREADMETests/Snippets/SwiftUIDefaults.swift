import EmptyStates
import EmptyStatesUI
import SwiftUI

struct NotesSidebar: View {
  var body: some View { List { Text("Inbox") } }
}

struct NotesList: View {
  var state: LoadState<[String]>
  var query: String

  var body: some View {
    List(state.value ?? [], id: \.self) { Text($0) }
      .emptyState(for: state, query: query)  // no rules:, no progress: the app's
  }
}

// snippet: swiftui-defaults
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)  // NavigationSplitView
struct NotesApp: View {
  @State private var state: LoadState<[String]> = .loading
  @State private var query = ""

  var body: some View {
    NavigationSplitView {
      NotesSidebar()
        .emptyStateDefaults { $0.size = .compact }  // this subtree: smaller, the rest inherited
    } detail: {
      NotesList(state: state, query: query)  // .emptyState(for: state, query: query)
    }
    .emptyStateDefaults(
      EmptyStateDefaults(
        rules: PresentationRules(
          empty: EmptyState(
            "No Notes", systemImage: "doc.text",
            description: "Tap the plus button to write your first note.")),
        progress: ProgressPolicy(delay: 0.5, minimumDuration: 0.6),
        headingLevel: .h2, bundle: .main))
  }
}
// end snippet
