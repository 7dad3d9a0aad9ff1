import SwiftUI

// A `Label` written with a title closure shows its `Text` as the title: a `String` there is shown
// as it is too.

// `StaleDataNotice`, whose headline is a parameter its callers fill, moved to negative.swift.
struct OfflineCopyNotice: View {
  let retry: () -> Void

  private var headline: String { "Showing a Saved Copy" }

  var body: some View {
    ContentUnavailableView { // expect: unlocalized-title
      Label(title: { Text(headline) }, icon: { Image(systemName: "clock.arrow.circlepath") })
    } description: {
      Text("Pull to refresh the list.")
    } actions: {
      Button("Refresh", action: retry)
    }
  }
}

enum InboxFolder {
  case inbox, archive, trash

  var emptyTitle: String {
    switch self {
    case .inbox: return "Inbox Zero"
    case .archive: return "Nothing Archived"
    case .trash: return "Trash Is Empty"
    }
  }
}

struct FolderEmptyView: View {
  let folder: InboxFolder

  var body: some View {
    ContentUnavailableView(folder.emptyTitle, systemImage: "tray") // expect: unlocalized-title
  }
}

struct InboxZeroNotice: View {
  var caption = "All caught up"

  var body: some View {
    ContentUnavailableView { // expect: unlocalized-title
      Label {
        Text(caption)
      } icon: {
        Image(systemName: "tray")
      }
    }
  }
}

struct QuietHoursNotice: View {
  let heading: LocalizedStringKey

  var body: some View {
    ContentUnavailableView {
      Label {
        Text(heading)
      } icon: {
        Image(systemName: "moon")
      }
    } description: {
      Text("Notifications resume at seven.")
    }
  }
}
