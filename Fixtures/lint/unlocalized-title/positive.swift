import SwiftUI

// Titles passed as plain String values skip the String Catalog.

struct CategoryEmptyView: View {
  let category: String

  var body: some View {
    ContentUnavailableView(String(format: "No %@", category), systemImage: "square.grid.2x2") // expect: unlocalized-title
  }
}

struct FilterResultsView: View {
  let filterName: String

  var body: some View {
    ContentUnavailableView( // expect: unlocalized-title
      "Nothing tagged " + filterName,
      systemImage: "line.3.horizontal.decrease.circle",
      description: Text("Try a different tag.")
    )
  }
}

enum SyncPhase: CustomStringConvertible {
  case paused, offline
  var description: String { self == .paused ? "Sync Paused" : "Offline" }
}

struct SyncBanner: View {
  let phase: SyncPhase
  var resume: () -> Void = {}

  var body: some View {
    ContentUnavailableView { // expect: unlocalized-title
      Label(phase.description, systemImage: "arrow.triangle.2.circlepath")
    } description: {
      Text("Changes are kept on this device until sync resumes.")
    } actions: {
      Button("Resume Sync", action: resume)
    }
  }
}

// A wrapper whose String parameter the same file fills with a literal: the literal reaches the
// title as a String. (A wrapper whose callers are elsewhere is in negative.swift.)
struct PlaceholderTile: View {
  let title: String
  let symbol: String

  var body: some View {
    ContentUnavailableView(title, systemImage: symbol) // expect: unlocalized-title
  }
}

struct WalletScreen: View {
  let passes: [String]

  var body: some View {
    if passes.isEmpty {
      PlaceholderTile(title: "No Passes", symbol: "wallet.pass")
    }
  }
}

struct DraftsView: View {
  private var heading = "Drafts Folder Empty"
  let drafts: [String]

  var body: some View {
    if drafts.isEmpty {
      ContentUnavailableView(heading, systemImage: "doc", description: Text("Unsent messages are saved here.")) // expect: unlocalized-title
    }
  }
}

struct CountdownView: View {
  let daysLeft: Int

  var body: some View {
    let remaining = String(daysLeft)
    let banner = "Trip in " + remaining + " days"
    let heading: String = "No Trips Planned"
    VStack {
      // `String(daysLeft)` alone is a number shown as it is: see negative.swift.
      ContentUnavailableView { // expect: unlocalized-title
        Label(banner, systemImage: "airplane.departure")
      } description: {
        Text("Pack early and relax.")
      }
      ContentUnavailableView(heading, systemImage: "calendar.circle") // expect: unlocalized-title
      ContentUnavailableView(String("No Flights"), systemImage: "airplane", description: Text("Book a flight to see it here.")) // expect: unlocalized-title
    }
  }
}

// A name the file may not have, with literal text as its fallback: the title is a String.
struct FolderDetail: View {
  let folderName: String?

  var body: some View {
    ContentUnavailableView { // expect: unlocalized-title
      Label(folderName ?? "Untitled Folder", systemImage: "folder")
    }
  }
}
