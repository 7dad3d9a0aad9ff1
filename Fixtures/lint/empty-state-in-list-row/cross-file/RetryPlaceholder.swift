import SwiftUI

// A shared failure view. Its callers in EventsScreen.swift put it in a List's content, so it
// becomes a row there: reported here, at the empty state, naming the caller.

struct RetryPlaceholder: View {
  let title: LocalizedStringKey
  var retry: () -> Void

  var body: some View {
    HStack {
      Spacer()
      VStack {
        ContentUnavailableView(title, systemImage: "exclamationmark.arrow.triangle.2.circlepath") // expect: empty-state-in-list-row
        Button("Try Again", systemImage: "arrow.clockwise", action: retry)
          .buttonStyle(.bordered)
      }
      Spacer()
    }
    .listRowBackground(Color.clear)
  }
}
