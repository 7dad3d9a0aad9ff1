import SwiftUI

// A wrapper that takes its title as a String is only as localized as what its callers pass. Where
// a caller passes literal text, that literal reaches the title as a String: reported once, at the
// wrapper's empty state (where the parameter's type is fixed), naming the first such call; where
// callers pass localized text, nothing is.

struct EmptyShelf: View {
  let title: String
  let systemImage: String
  var message: Text?

  init(_ title: String, systemImage: String, message: Text? = nil) {
    self.title = title
    self.systemImage = systemImage
    self.message = message
  }

  var body: some View {
    ContentUnavailableView(title, systemImage: systemImage, description: message) // expect: unlocalized-title
  }
}

struct BookshelfScreen: View {
  let books: [String]
  let wishlist: [String]
  let loans: [String]
  let shelfTitle: String

  var body: some View {
    TabView {
      Group {
        if books.isEmpty {
          EmptyShelf("No Books Yet", systemImage: "books.vertical")
        } else {
          List(books, id: \.self) { Text($0) }
        }
      }
      Group {
        if wishlist.isEmpty {
          EmptyShelf(NSLocalizedString("WISHLIST_EMPTY", comment: "Empty wishlist"), systemImage: "heart")
        }
      }
      Group {
        if loans.isEmpty {
          EmptyShelf(shelfTitle, systemImage: "arrow.left.arrow.right")
          EmptyShelf(String(localized: "No Loans"), systemImage: "person.2")
        }
      }
    }
  }
}

struct BadgeEmptyView: View {
  var heading: String
  var symbol = "rosette"

  var body: some View {
    ContentUnavailableView { // expect: unlocalized-title
      Label {
        Text(heading)
      } icon: {
        Image(systemName: symbol)
      }
    }
  }
}

struct AchievementsScreen: View {
  let badges: [String]
  let localizedHeading: String

  var body: some View {
    if badges.isEmpty {
      BadgeEmptyView(heading: "No Badges Earned")
    } else {
      BadgeEmptyView(heading: localizedHeading)
    }
  }
}

struct PinnedPlacesView: View {
  let pins: [String]
  let places: [String]

  var body: some View {
    VStack {
      if pins.isEmpty {
        emptyView("No Pins")
      }
      if places.isEmpty {
        emptyView(String(localized: "No Places"))
      }
    }
  }

  private func emptyView(_ title: String) -> some View {
    ContentUnavailableView(title, systemImage: "mappin") // expect: unlocalized-title
  }
}
