import SwiftUI

// The label written in text, under #if, spread over many lines, and suppressed.

struct WalletView: View {
  let passes: [String]

  /// Avoid `ContentUnavailableView("No Passes", systemImage: "wallet.pass").accessibilityLabel("Empty")`.
  static let advice = "ContentUnavailableView(\"No Passes\", systemImage: \"wallet.pass\").accessibilityLabel(\"Empty\")"
  static let snippet = """
    ContentUnavailableView("No Passes", systemImage: "wallet.pass")
      .accessibilityLabel("Empty")
    """
  static let raw = #"ContentUnavailableView("No Passes", systemImage: "wallet.pass").accessibilityLabel("Empty")"#
  static let matcher = /ContentUnavailableView\(.*\)\.accessibilityLabel/
  static let extendedMatcher = #/\.accessibilityLabel\("Empty"\)/#

  func spoken(_ count: Int) -> String {
    "\(count == 0 ? "ContentUnavailableView(\"No Passes\").accessibilityLabel(\"Empty\")" : "passes")"
  }

  // ContentUnavailableView("No Passes", systemImage: "wallet.pass").accessibilityLabel("Empty")
  /* ContentUnavailableView("No Passes", systemImage: "wallet.pass")
       .accessibilityLabel("Empty")
     /* .accessibilityLabel("nested") */ */

  var body: some View {
    VStack {
      #if os(iOS)
        ContentUnavailableView("No Passes", systemImage: "wallet.pass", description: Text("Add a boarding pass or ticket.")) // expect: accessibility-label-on-empty-state
          .accessibilityLabel("Wallet empty")
      #elseif os(watchOS)
        ContentUnavailableView("No Passes", systemImage: "wallet.pass", description: Text("Add passes on your iPhone.")) // expect: accessibility-label-on-empty-state
          .accessibilityLabel("Wallet empty")
      #else
        ContentUnavailableView("No Passes", systemImage: "wallet.pass", description: Text("Add a boarding pass or ticket.")) // expect: accessibility-label-on-empty-state
          .accessibilityLabel(
            Text("Wallet empty")
          )
      #endif
      ContentUnavailableView( // expect: accessibility-label-on-empty-state
        "No Cards",
        systemImage: "creditcard",
        description: Text("Add a card to pay in stores.")
      )
      .padding(
        .horizontal,
        24
      )
      .accessibilityIdentifier(
        "wallet.cards.empty"
      )
      .accessibilityLabel(
        "Cards empty"
      )
    }
  }
}

struct SuppressedLabels: View {
  var body: some View {
    VStack {
      // empty-states:disable-next-line accessibility-label-on-empty-state -- the label is read by UI tests only
      ContentUnavailableView("No Tickets", systemImage: "ticket", description: Text("Tickets you buy are stored here."))
        .accessibilityLabel("No tickets")
      // empty-states:disable-next-line fixed-frame-on-empty-state, accessibility-label-on-empty-state
      ContentUnavailableView("No Coupons", systemImage: "tag", description: Text("Coupons you clip are kept here.")).accessibilityLabel("No coupons")
      // empty-states:disable accessibility-label-on-empty-state
      ContentUnavailableView("No Receipts", systemImage: "doc.plaintext", description: Text("Receipts from purchases collect here."))
        .accessibilityLabel("No receipts")
    }
  }
}
