import SwiftUI

// A title written as `LocalizedStringKey("…")` or `String(localized: "…")` is literal copy too.

struct ScoresBoard: View {
  let scores: [Score]

  var body: some View {
    if scores.isEmpty {
      ContentUnavailableView(LocalizedStringKey("No scores yet, go and play a round"), systemImage: "trophy") // expect: copy-title-too-long
    } else {
      ScoreList(scores: scores)
    }
  }
}

struct ReceiptsBoard: View {
  let receipts: [Receipt]

  var body: some View {
    if receipts.isEmpty {
      ContentUnavailableView(String(localized: "You have not scanned any receipts this month"), systemImage: "doc.text") // expect: copy-title-too-long
    } else {
      ContentUnavailableView(LocalizedStringKey("receipts.empty.title"), systemImage: "doc.text")
    }
  }
}
