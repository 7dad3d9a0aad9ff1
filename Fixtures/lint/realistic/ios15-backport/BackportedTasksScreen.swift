import EmptyStatesUI
import SwiftUI

// A to-do app that still supports iOS 15 (see Availability.xcconfig beside this file): the
// system empty state on iOS 17 and later, a hand-made one before.

/// Mirrors `ContentUnavailableView(_:systemImage:description:)`; the native view is used from
/// iOS 17, macOS 14, tvOS 17 and watchOS 10.
struct EmptyStateCompat: View {
  let title: LocalizedStringKey
  let systemImage: String
  var description: Text?

  var body: some View {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      ContentUnavailableView(title, systemImage: systemImage, description: description)
    } else {
      VStack(spacing: 12) {
        Image(systemName: systemImage)
          .font(.system(size: 48))
          .foregroundStyle(.secondary)
          .accessibilityHidden(true)
        Text(title)
          .font(.title2.bold())
        description
          .foregroundStyle(.secondary)
      }
      .multilineTextAlignment(.center)
      .padding()
      .accessibilityElement(children: .combine)
    }
  }
}

struct TodoItem: Identifiable, Hashable {
  let id: UUID
  var name: String
  var isDone: Bool
}

@MainActor
final class TodoStore: ObservableObject {
  @Published var items: [TodoItem] = []
  @Published var isLoading = false

  func load() async {
    isLoading = true
    items = await TodoDatabase.all()
    isLoading = false
  }
}

struct BackportedTasksScreen: View {
  @StateObject private var store = TodoStore()
  @State private var query = ""

  var body: some View {
    NavigationView {
      List {
        ForEach(results) { item in
          Label(item.name, systemImage: item.isDone ? "checkmark.circle.fill" : "circle")
        }
      }
      .navigationTitle("Tasks")
      .searchable(text: $query)
      .overlay {
        if store.isLoading {
          ProgressView()
        } else if store.items.isEmpty {
          EmptyStateCompat(title: "No Tasks", systemImage: "checklist", description: Text("Add a task to plan your day."))
        } else if !query.isEmpty && results.isEmpty {
          EmptyStateView.search(text: query)
        }
      }
      .task { await store.load() }
      .refreshable { await store.load() }
    }
  }

  private var results: [TodoItem] {
    query.isEmpty ? store.items : store.items.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }
}

struct ArchiveScreen: View {
  let archived: [TodoItem]
  @State private var query = ""

  var body: some View {
    NavigationStack { // expect: missing-availability-check
      List(archived) { Text($0.name) }
        .searchable(text: $query)
        .overlay {
          if !query.isEmpty && archived.isEmpty {
            ContentUnavailableView.search(text: query) // expect: missing-availability-check
          } else if archived.isEmpty {
            EmptyStateView("Archive Empty", systemImage: "archivebox", description: Text("Finished tasks move here after a week."))
          }
        }
    }
  }
}

enum TodoDatabase {
  static func all() async -> [TodoItem] { [] }
}
