import SwiftUI

// A `Label` written with a title closure shows its `Text` as the title: a `String` there is shown
// as it is too.

struct StaleDataNotice: View {
  let headline: String
  let retry: () -> Void

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
