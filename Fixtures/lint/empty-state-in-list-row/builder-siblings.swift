import SwiftUI

// The list's content is every view its builder emits: an empty state after the ForEach is a row
// too, also when it comes through a property or a view that the list's content uses, however
// many of them stand in between.

struct ConversationsView: View {
  let conversations: [String]
  let matches: [String]
  let isLoading: Bool
  let searchText: String
  var loadMore: () -> Void = {}

  var body: some View {
    List {
      if searchText.isEmpty {
        conversationRows
      } else {
        ForEach(matches, id: \.self) { Text($0) }
      }
    }
    .listStyle(.plain)
  }

  @ViewBuilder
  private var conversationRows: some View {
    ForEach(conversations, id: \.self) { conversation in
      Text(conversation)
    }
    loadMoreRow
    emptyConversations
  }

  @ViewBuilder
  private var loadMoreRow: some View {
    if isLoading && !conversations.isEmpty {
      ProgressView()
    } else if !conversations.isEmpty {
      Button("Load More", action: loadMore)
    }
  }

  @ViewBuilder
  private var emptyConversations: some View {
    if conversations.isEmpty && !isLoading {
      ContentUnavailableView { // expect: empty-state-in-list-row
        Label("No Conversations", systemImage: "bubble.left.and.bubble.right")
      } description: {
        Text("Start a chat from someone's profile.")
      }
      .padding()
    }
  }
}

struct DownloadsView: View {
  let downloads: [String]

  var body: some View {
    List {
      ForEach(downloads, id: \.self) { Text($0) }
        .onDelete { _ in }
      if downloads.isEmpty {
        ContentUnavailableView("No Downloads", systemImage: "arrow.down.circle", description: Text("Episodes you download play offline.")) // expect: empty-state-in-list-row
      }
    }
  }
}

// A view of this file whose body is the rows of a section, used inside the list.
struct MembersRows: View {
  let members: [String]

  var body: some View {
    ForEach(members, id: \.self) { Text($0) }
    if members.isEmpty {
      NoMembersNotice()
    }
  }
}

struct NoMembersNotice: View {
  var body: some View {
    ContentUnavailableView("No Members", systemImage: "person.3", description: Text("Invite people to this list.")) // expect: empty-state-in-list-row
  }
}

struct ListDetailView: View {
  let members: [String]

  var body: some View {
    List {
      Section("Members") {
        MembersRows(members: members)
      }
    }
  }
}
