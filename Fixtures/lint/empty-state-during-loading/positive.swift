import EmptyStatesUI
import SwiftUI

// Each view below starts an asynchronous load and then decides "there is nothing" from the
// collection alone, so the empty state flashes while the first load is still running.

struct OrderHistoryView: View {
  @State private var orders: [PastOrder] = []
  let client: any OrderClient

  var body: some View {
    List(orders) { order in
      Text(order.number)
    }
    .overlay {
      if orders.isEmpty {
        ContentUnavailableView(  // expect: empty-state-during-loading
          "No Orders",
          systemImage: "shippingbox",
          description: Text("Orders you place appear here.")
        )
      }
    }
    .task {
      orders = (try? await client.pastOrders()) ?? []
    }
  }
}

@MainActor
final class MailboxModel: ObservableObject {
  @Published var messages: [MailMessage] = []

  func reload() async {
    messages = await MailMessage.fetchAll()
  }
}

struct MailboxView: View {
  @StateObject private var model = MailboxModel()

  var body: some View {
    NavigationStack {
      Group {
        if model.messages.count == 0 {
          ContentUnavailableView("Inbox Zero", systemImage: "envelope.open", description: Text("New mail shows up here.")) // expect: empty-state-during-loading
        } else {
          List(model.messages) { message in
            Text(message.subject)
          }
        }
      }
      .navigationTitle("Inbox")
      .task {
        await model.reload()
      }
      .refreshable {
        await model.reload()
      }
    }
  }
}

struct AlbumGrid: View {
    @State private var photoNames: [String] = []
    let library: any PhotoLibrary

    var body: some View {
        Group {
            if photoNames == [] {
                ContentUnavailableView { // expect: empty-state-during-loading
                    Label("No Photos", systemImage: "photo.on.rectangle")
                } description: {
                    Text("Photos you import appear in this album.")
                }
            } else {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                        ForEach(photoNames, id: \.self) { name in
                            Image(name).resizable().scaledToFill()
                        }
                    }
                }
            }
        }
        .onAppear {
            Task {
                photoNames = await library.names()
            }
        }
    }
}

@MainActor
@Observable
final class ShelfModel {
  var books: [ShelfBook] = []
  var sort = "title"

  func load() async {
    books = await ShelfBook.fetch(sortedBy: sort)
  }
}

struct ShelfView: View {
  @State private var model = ShelfModel()

  var body: some View {
    VStack {
      if model.books.count < 1 {
        EmptyStateView("Your Shelf", systemImage: "books.vertical", description: Text("Add a book to start reading.")) // expect: empty-state-during-loading
      } else {
        List(model.books) { Text($0.title) }
      }
    }
    .task(id: model.sort) {
      await model.load()
    }
  }
}

struct NoFollowersMessage: View {
  var body: some View {
    ContentUnavailableView( // expect: empty-state-during-loading
      "No Followers",
      systemImage: "person.2",
      description: Text("People who follow you appear here."))
  }
}

struct FollowersView: View {
  @State private var followers: [Follower] = []
  @State private var loadError: Error?
  let service: any FollowService

  var body: some View {
    ZStack {
      if loadError != nil {
        ContentUnavailableView {
          Label("Can’t Show Followers", systemImage: "person.crop.circle.badge.questionmark")
        } description: {
          Text("Check your connection, then try again.")
        } actions: {
          Button("Try Again") { Task { await load() } }
        }
      } else if followers.isEmpty {
        NoFollowersMessage()
      } else {
        List(followers) { Text($0.handle) }
      }
    }
    .task { await load() }
  }

  private func load() async {
    do {
      followers = try await service.followers()
      loadError = nil
    } catch {
      loadError = error
    }
  }
}

struct PastOrder: Identifiable { let id: UUID; let number: String }
protocol OrderClient: Sendable { func pastOrders() async throws -> [PastOrder] }
struct MailMessage: Identifiable {
  let id: UUID
  let subject: String
  static func fetchAll() async -> [MailMessage] { [] }
}
protocol PhotoLibrary: Sendable { func names() async -> [String] }
struct ShelfBook: Identifiable {
  let id: UUID
  let title: String
  static func fetch(sortedBy key: String) async -> [ShelfBook] { [] }
}
struct Follower: Identifiable { let id: UUID; let handle: String }
protocol FollowService: Sendable { func followers() async throws -> [Follower] }

// A navigation path read from an object named for the app's state is no load state: the
// stack shows its content at once.
struct LibraryRootScreen: View {
  @State private var appState = LibraryAppState()
  @State private var shelves: [String] = []

  var body: some View {
    NavigationStack(path: $appState.path) {
      Group {
        if shelves.isEmpty {
          ContentUnavailableView("No Shelves", systemImage: "books.vertical") // expect: empty-state-during-loading
        } else {
          List(shelves, id: \.self) { Text($0) }
        }
      }
      .task { shelves = await LibraryAPI.shelves() }
    }
  }
}
