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
