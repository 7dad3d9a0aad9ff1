import SwiftUI

// A shared empty state whose title is a String: the screens in ShelfScreens.swift pass it literal
// English text, which ContentUnavailableView shows as it is, untranslated.
struct NoticeView: View {
  let title: String
  let systemImage: String
  var action: (() -> Void)?

  var body: some View {
    content
  }

  private var content: some View {
    VStack {
      ContentUnavailableView(title, systemImage: systemImage) // expect: unlocalized-title
      if let action {
        Button("Retry", action: action)
      }
    }
  }
}

// Its title is a String too, but every caller passes localized text.
struct BannerNotice: View {
  let heading: String?

  var body: some View {
    ContentUnavailableView {
      if let heading {
        Text(heading)
      }
    }
  }
}

// Takes a LocalizedStringKey: literal text is looked up in the catalog.
struct KeyedNotice: View {
  let title: LocalizedStringKey

  var body: some View {
    ContentUnavailableView(title, systemImage: "tray")
  }
}
