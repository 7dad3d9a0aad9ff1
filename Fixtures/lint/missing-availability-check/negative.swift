import EmptyStatesUI
import SwiftUI

// The same APIs, each covered by #available or @available, plus APIs iOS 15 already has.

struct BookmarksScreenGuarded: View {
  let bookmarks: [String]

  var body: some View {
    List(bookmarks, id: \.self) { Text($0) }
      .overlay {
        if bookmarks.isEmpty {
          if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            ContentUnavailableView("No Bookmarks", systemImage: "bookmark", description: Text("Bookmark a page to find it again."))
          } else {
            Text("Bookmark a page to find it again.")
              .foregroundStyle(.secondary)
          }
        }
      }
  }
}

struct ParcelSearchGuarded: View {
  @State private var query = ""
  let parcels: [String]

  var body: some View {
    List(parcels, id: \.self) { Text($0) }
      .searchable(text: $query)
      .overlay(alignment: .center) {
        if !query.isEmpty && parcels.isEmpty {
          if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            ContentUnavailableView.search(text: query)
          } else {
            EmptyStateView.search(text: query)
          }
        }
      }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct ModernEmptyInbox: View {
  @State private var count = 0

  var body: some View {
    ContentUnavailableView {
      Label("Inbox Zero", systemImage: "envelope.open")
        .symbolEffect(.bounce, value: count)
    } description: {
      Text("New mail shows up here.")
    }
  }
}

struct InboxScreen: View {
  let mail: [String]

  var body: some View {
    if mail.isEmpty {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        ModernEmptyInbox()
      } else {
        EmptyStateView("Inbox Zero", systemImage: "envelope.open", description: Text("New mail shows up here."))
      }
    } else {
      List(mail, id: \.self) { Text($0) }
    }
  }
}

struct ShellScreen: View {
  var body: some View {
    if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
      NavigationStack { Text("Home") }
    } else {
      NavigationView { Text("Home") }
    }
  }
}

struct GuardedFunctionScreen: View {
  let notes: [String]

  var body: some View {
    placeholder()
  }

  private func placeholder() -> AnyView {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else {
      return AnyView(ProgressView())
    }
    return AnyView(
      ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Write a note to keep it here.")))
  }
}

struct OlderAPIs: View {
  @State private var query = ""
  let title = String(localized: "Parcels")

  var body: some View {
    List {
      Text(title)
      ProgressView()
        .progressViewStyle(.circular)
    }
    .searchable(text: $query)
    .task {}
  }
}

// An availability attribute on a preview macro covers its code.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
#Preview("Empty inbox") {
  ContentUnavailableView("No Mail", systemImage: "tray")
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
#Preview {
  ContentUnavailableView("No Mail", systemImage: "tray")
}

// Modifiers between the attribute and the declaration keep it on the declaration.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
package struct ArchivedBoardsSheet<Footer: View>: View {
  let footer: Footer

  package var body: some View {
    NavigationStack {
      ContentUnavailableView("No Archived Boards", systemImage: "archivebox")
      footer
    }
  }
}

// A check written for the API names the systems it is built for. `*` would let macOS 12, tvOS 15
// and watchOS 8 reach the view unchecked, but a build for any of them fails to compile on this
// very line, so a project that ships this code does not build for them, whatever its settings
// list (a target naming tvOS that nothing builds for): the compiler, not the linter, has the
// last word there.
struct ParcelsCheckedOnIOSOnly: View {
  var body: some View {
    if #available(iOS 17, *) {
      ContentUnavailableView("No Parcels", systemImage: "shippingbox")
    }
  }
}

// An app extension's platform name in the check: the framework is built with app extension
// restrictions (else the compiler rejects this line), so the check raises iOS.
struct PairingIndicator: View {
  var body: some View {
    if #available(iOSApplicationExtension 17.0, *) {
      Image(systemName: "dot.radiowaves.left.and.right")
        .symbolEffect(.variableColor, options: .speed(1), isActive: true)
    }
  }
}
