import EmptyStatesUI
import SwiftUI

// Empty states beside a list, over it, behind it or in a modifier's closure: never a row.

struct GroceryListView: View {
  let groceries: [String]

  var body: some View {
    List(groceries, id: \.self) { item in
      Text(item)
    }
    .overlay {
      if groceries.isEmpty {
        ContentUnavailableView("No Groceries", systemImage: "cart", description: Text("Add what you need for the week."))
      }
    }
  }
}

struct ArchiveView: View {
    let archived: [String]

    var body: some View {
        if archived.isEmpty {
            ContentUnavailableView("Archive Empty", systemImage: "archivebox", description: Text("Swipe a conversation left to archive it."))
        } else {
            List {
                Section("Archived") {
                    ForEach(archived, id: \.self) { Text($0) }
                }
            }
        }
    }
}

struct ClipsView: View {
  let clips: [String]
  @State private var showsHelp = false

  var body: some View {
    List {
      ForEach(clips, id: \.self) { Text($0) }
    }
    .listStyle(.plain)
    .background {
      if clips.isEmpty {
        ContentUnavailableView("No Clips", systemImage: "film", description: Text("Record a clip to edit it here."))
      }
    }
    .overlay(alignment: .bottom) {
      if clips.count == 1 {
        EmptyStateView("Record Another", systemImage: "record.circle", description: Text("Two clips make a montage."))
          .padding(.bottom, 40)
      }
    }
    .safeAreaInset(edge: .top) {
      if clips.isEmpty {
        ContentUnavailableView("Start Recording", systemImage: "video", description: Text("Hold the shutter to capture a clip."))
      }
    }
    .sheet(isPresented: $showsHelp) {
      ContentUnavailableView("Clip Tips", systemImage: "lightbulb", description: Text("Short clips keep a montage lively."))
    }
    .toolbar {
      ToolbarItem {
        Button("Help") { showsHelp = true }
      }
    }
  }
}

struct StackedView: View {
  let items: [String]

  var body: some View {
    ZStack {
      List(items, id: \.self) { Text($0) }
      if items.isEmpty {
        ContentUnavailableView("Nothing Pinned", systemImage: "pin", description: Text("Pin an item to keep it on top."))
      }
    }
  }
}

struct ScrollingEmptyView: View {
  let cards: [String]

  var body: some View {
    ScrollView {
      VStack {
        if cards.isEmpty {
          ContentUnavailableView("No Cards", systemImage: "creditcard", description: Text("Add a card to pay in one tap."))
            .containerRelativeFrame(.vertical)
        }
      }
    }
  }
}

struct MailSplitView: View {
  let mailboxes: [String]
  @State private var selected: String?

  var body: some View {
    NavigationSplitView {
      List(mailboxes, id: \.self, selection: $selected) { Text($0) }
    } detail: {
      if let selected {
        Text(selected)
      } else {
        ContentUnavailableView("Select a Mailbox", systemImage: "tray.2", description: Text("Pick one from the sidebar to read it."))
      }
    }
  }
}

// A wrapper placed outside any list, and a look-alike container named like a list.
struct NoAlertsCard: View {
  var body: some View {
    ContentUnavailableView("No Alerts", systemImage: "bell", description: Text("Alerts for your account arrive here."))
  }
}

struct SectionCard<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack { content }.padding().background(.thinMaterial, in: .rect(cornerRadius: 12))
  }
}

struct AlertsView: View {
  let alerts: [String]

  var body: some View {
    VStack {
      SectionCard {
        Text("Alerts").font(.headline)
      }
      List(alerts, id: \.self) { Text($0) }
        .overlay {
          if alerts.isEmpty { NoAlertsCard() }
        }
    }
  }
}

// A view whose body is a `Section`, with no `List` or `Form` around it in this file: where it
// becomes a row is decided by the code that places it (see `SyncSettingsForm` in
// positive.swift, and the cross-file fixtures for callers in other files). Was marked when any
// `Section` counted as a list.
struct SyncStatusSection: View {
  let status: SyncStatus?

  var body: some View {
    Section("Sync") {
      if let status {
        LabeledContent("Last sync", value: status.summary)
      } else {
        ContentUnavailableView("Never Synced", systemImage: "arrow.triangle.2.circlepath")
      }
    }
  }
}
