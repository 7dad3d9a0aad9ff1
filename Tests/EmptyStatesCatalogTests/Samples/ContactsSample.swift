import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The contacts page: an empty table whose column headers stay under the overlay.
///
/// `Table` is iOS 16, macOS 12 and visionOS 1, and not on tvOS or watchOS: so is the view.
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct ContactsSample: CatalogSample {
  var contacts: [Contact]
  var importContacts: @MainActor () -> Void = {}

  var body: some View {
    Table(contacts) {
      TableColumn("Name", value: \.name)
      TableColumn("Email", value: \.email)
    }
    .overlay {
      if contacts.isEmpty {
        EmptyStateView {
          Label("No Contacts", systemImage: "person.2")
        } description: {
          Text("Import a file or add someone by hand.")
        } actions: {
          Button("Import Contacts…") { importContacts() }
        }
      }
    }
  }

  func html(locale: Locale) -> String {
    let contacts = EmptyState(
      "No Contacts", systemImage: "person.2",
      description: "Import a file or add someone by hand.",
      actions: [EmptyState.Action("Import Contacts…", id: "import")])
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(contacts, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let contacts = EmptyState(
        "No Contacts", systemImage: "person.2",
        description: "Import a file or add someone by hand.",
        actions: [EmptyState.Action("Import Contacts…", id: "import")])
      return EmptyStateContentView(contacts) { action in
        if action.id == "import" { importContacts() }
      }
    }
  #endif
}
