import SwiftUI

// Literals, String(localized:), LocalizedStringResource and LocalizedStringKey values are
// localized; identifiers of unknown type are left alone.

struct LocalizedTitlesView: View {
  let kind: LocalizedStringKey
  let resourceTitle: LocalizedStringResource = "No Boarding Passes"
  let keyTitle: LocalizedStringKey = "No Gift Cards"
  let folder: MailFolder
  let detail: String

  var body: some View {
    VStack {
      ContentUnavailableView("No Loyalty Cards", systemImage: "creditcard", description: Text("Scan a card to keep it handy."))
      ContentUnavailableView("No \(folder.displayName) Yet", systemImage: "folder", description: Text("Messages you file land here."))
      ContentUnavailableView(String(localized: "No Tickets"), systemImage: "ticket", description: Text("Bought tickets appear before the show."))
      ContentUnavailableView(String(localized: "No Coupons", comment: "Empty coupons tab"), systemImage: "tag", description: Text("Clip a coupon to use it at checkout."))
      ContentUnavailableView(resourceTitle, systemImage: "airplane", description: Text("Add a pass from your airline’s app."))
      ContentUnavailableView(keyTitle, systemImage: "giftcard", description: Text(detail))
      ContentUnavailableView(folder.displayName, systemImage: "folder.badge.questionmark", description: Text("Pick another folder from the sidebar."))
      ContentUnavailableView {
        Label(kind, systemImage: "shippingbox")
      } description: {
        Text("Deliveries you track show their status here.")
      }
      ContentUnavailableView {
        Label("No Receipts", systemImage: "doc.plaintext")
      } description: {
        Text(detail)
      }
    }
  }
}

// A String the file cannot see the text of is not provably unlocalized (issue 24, class F):
// a wrapper's parameter, filled by callers in other files that may pass localized text, and
// values that are codes or identifiers shown as they are on purpose.

// Moved from positive.swift: `title` is a parameter; no caller in this file fills it.
struct PlaceholderCard: View {
  let title: String
  let symbol: String

  var body: some View {
    ContentUnavailableView(title, systemImage: symbol)
  }
}

struct PairingCodeView: View {
  let code: Int

  var body: some View {
    ContentUnavailableView(String(code), systemImage: "number", description: Text("Enter this code on your TV."))
  }
}

struct CountdownBadge: View {
  let daysLeft: Int

  var body: some View {
    // Moved from positive.swift: numbers, shown as they are.
    let remaining = String(daysLeft)
    VStack {
      ContentUnavailableView(remaining, systemImage: "calendar")
      ContentUnavailableView(String(describing: daysLeft), systemImage: "calendar.circle")
      ContentUnavailableView(String(format: "%lld", daysLeft), systemImage: "calendar.badge.clock")
    }
  }
}

enum Route: Hashable {
  case profile(id: String)
  case unknown(String)
}

struct RouteDestination: View {
  let route: Route

  var body: some View {
    switch route {
    case .profile(let id):
      Text(id)
    case .unknown(let name):
      // A developer fallback naming the route it cannot show.
      ContentUnavailableView(String(name), systemImage: "questionmark.folder")
    }
  }
}

struct ErrorBanner: View {
  let message: String
  let retry: () -> Void

  init(_ message: String, retry: @escaping () -> Void) {
    self.message = message
    self.retry = retry
  }

  var body: some View {
    ContentUnavailableView {
      Label(message, systemImage: "exclamationmark.triangle")
    } actions: {
      Button("Try Again", action: retry)
    }
  }
}

struct SyncStatusScreen: View {
  let failed: Bool
  let reload: () -> Void

  var body: some View {
    if failed {
      ErrorBanner(NSLocalizedString("SYNC_FAILED", comment: "Sync failed banner"), retry: reload)
      ErrorBanner(String(localized: "Couldn’t Sync"), retry: reload)
    }
  }
}

struct LocalizedStringsView: View {
  let bundle: Bundle

  var body: some View {
    let title = NSLocalizedString("NO_BOOKMARKS", comment: "Empty bookmarks")
    let heading = String(localized: "No Highlights")
    let caption = bundle.localizedString(forKey: "NO_NOTES", value: nil, table: nil)
    VStack {
      ContentUnavailableView(title, systemImage: "bookmark")
      ContentUnavailableView(heading, systemImage: "highlighter")
      ContentUnavailableView(caption, systemImage: "note.text")
    }
  }
}

// Moved from hard-cases.swift: a parameter and a number, under #if.
struct ShelfCaption: View {
  let shelfName: String
  let count: Int

  var body: some View {
    #if os(iOS)
      ContentUnavailableView(shelfName, systemImage: "books.vertical", description: Text("Add a book to this shelf."))
    #else
      ContentUnavailableView(String(count), systemImage: "books.vertical", description: Text("Drag a book onto this shelf."))
    #endif
  }
}

// Moved from real-world.swift: the headline is a parameter its callers (in other files) fill.
struct StaleDataNotice: View {
  let headline: String
  let retry: () -> Void

  var body: some View {
    ContentUnavailableView {
      Label(title: { Text(headline) }, icon: { Image(systemName: "clock.arrow.circlepath") })
    } description: {
      Text("Pull to refresh the list.")
    } actions: {
      Button("Refresh", action: retry)
    }
  }
}

enum ArchiveFolder {
  case inbox, archive

  var emptyTitle: String {
    switch self {
    case .inbox: return String(localized: "Inbox Zero")
    case .archive: return NSLocalizedString("NOTHING_ARCHIVED", comment: "Empty archive")
    }
  }
}

struct ArchiveEmptyView: View {
  let folder: ArchiveFolder
  let serverMessage: ServerMessage

  var body: some View {
    VStack {
      ContentUnavailableView(folder.emptyTitle, systemImage: "archivebox")
      ContentUnavailableView(serverMessage.description, systemImage: "server.rack")
    }
  }
}

// A developer's fallback screen: the title and the description are both made verbatim on
// purpose, so the state is shown as is, not copy left out of the catalog.
struct MissingDestinationView: View {
  let destinationID: String

  var body: some View {
    ContentUnavailableView(
      String("No view for “\(destinationID)”"), systemImage: "exclamationmark.triangle",
      description: Text(verbatim: "Report this to the developer."))
    ContentUnavailableView {
      Label(String("Unhandled route"), systemImage: "questionmark.diamond")
    } description: {
      Text(String("Add a case for this route to the router."))
    }
  }
}

// A localized fallback, or one with no words, stays as it is meant.
struct DocumentDetail: View {
  let documentName: String?

  var body: some View {
    ContentUnavailableView {
      Label(documentName ?? String(localized: "Untitled Document"), systemImage: "doc")
    }
    ContentUnavailableView(documentName ?? "—", systemImage: "doc.text")
  }
}
