import Combine
import SwiftUI

// Loads started indirectly: the view calls a method of its own on appear, which calls the
// model, which starts a task that fills a list that starts empty.

@MainActor
final class ConversationsModel: ObservableObject {
  @Published var conversations: [String] = []
  @Published var unreadCount = 0
  private var task: Task<Void, Never>?

  func subscribe(to account: String) {
    task?.cancel()
    task = Task { [weak self] in
      let fetched = await ConversationFeed.conversations(for: account)
      self?.conversations = fetched
    }
  }

  func markAllRead() {
    unreadCount = 0
  }
}

struct ConversationsView: View {
  let account: String
  @StateObject private var model = ConversationsModel()

  var body: some View {
    List(model.conversations, id: \.self) { Text($0) }
      .overlay {
        if model.conversations.isEmpty {
          ContentUnavailableView("No Conversations", systemImage: "bubble.left.and.bubble.right", description: Text("Start a chat to see it here.")) // expect: empty-state-during-loading
        }
      }
      .onAppear(perform: configureView)
  }

  private func configureView() {
    model.subscribe(to: account)
  }
}

@MainActor
@Observable
final class PhotoLibraryModel {
  var albums: [String] = []
  var isAuthorized = false

  func start() async {
    isAuthorized = await PhotoAccess.request()
    await refreshAlbums()
  }

  private func refreshAlbums() async {
    albums = await PhotoAccess.albums()
  }
}

struct AlbumsView: View {
  @State private var library = PhotoLibraryModel()

  var body: some View {
    NavigationStack {
      Group {
        if library.albums.isEmpty {
          ContentUnavailableView("No Albums", systemImage: "photo.stack", description: Text("Albums you create in Photos appear here.")) // expect: empty-state-during-loading
        } else {
          List(library.albums, id: \.self) { Text($0) }
        }
      }
      .navigationTitle("Albums")
    }
    .task { await prepare() }
  }

  private func prepare() async {
    await library.start()
  }
}

// The view's setup on appear touches only other state of the model.
struct InboxBadgeView: View {
  @StateObject private var model = ConversationsModel()

  var body: some View {
    VStack {
      if model.conversations.isEmpty {
        ContentUnavailableView("Inbox Empty", systemImage: "tray", description: Text("Messages you receive appear here."))
      }
      Text("\(model.unreadCount) unread")
    }
    .onAppear(perform: resetBadge)
  }

  private func resetBadge() {
    model.markAllRead()
  }
}

enum ConversationFeed { static func conversations(for account: String) async -> [String] { [] } }
enum PhotoAccess {
  static func request() async -> Bool { true }
  static func albums() async -> [String] { [] }
}
