import SwiftUI

// Long titles in text, under #if, split over lines, and suppressed.

struct LongTitleCases: View {
  /// Not `ContentUnavailableView("You have not added any contacts yet", systemImage: "person")`.
  static let doc = "ContentUnavailableView(\"You have not added any contacts yet\", systemImage: \"person\")"
  static let block = """
    ContentUnavailableView("You have not added any contacts yet", systemImage: "person")
    """
  static let raw = #"ContentUnavailableView("You have not added any contacts yet", systemImage: "person")"#
  static let finder = /You have not added any contacts yet/
  static let extendedFinder = #/"(\w+ ){5,}\w+"/#

  func banner(_ n: Int) -> String {
    "\(n == 0 ? "You have not added any contacts yet" : "\(n) contacts")"
  }

  // ContentUnavailableView("You have not added any contacts yet", systemImage: "person")
  /* ContentUnavailableView("You have not added any contacts yet", systemImage: "person")
     /* ContentUnavailableView("Still no contacts here after all this time") */ */

  var body: some View {
    VStack {
      #if os(iOS)
        ContentUnavailableView("You have not added any contacts yet", systemImage: "person", description: Text("Import them from your phone.")) // expect: copy-title-too-long
      #elseif os(macOS)
        ContentUnavailableView("Drag a card here to add a contact", systemImage: "person", description: Text("Or import a vCard file.")) // expect: copy-title-too-long
      #else
        ContentUnavailableView("No Contacts", systemImage: "person", description: Text("Add people on your iPhone and they sync here automatically."))
      #endif
      ContentUnavailableView( // expect: copy-title-too-long
        "Your address book is completely empty right now",
        systemImage:
          "book.closed",
        description: Text(
          "Import contacts to get started."
        )
      )
      // empty-states:disable-next-line copy-title-too-long -- the marketing team asked for this line
      ContentUnavailableView("Everyone you know, all in one place", systemImage: "person.3", description: Text("Add a contact to begin."))
      // empty-states:disable-next-line copy-generic-title, copy-title-too-long
      ContentUnavailableView("Find friends who already use the app", systemImage: "person.2", description: Text("Allow contact access to look."))
      // empty-states:disable copy-title-too-long
      ContentUnavailableView("Groups help you message many people at once", systemImage: "person.3.sequence", description: Text("Make a group from the plus menu."))
    }
  }
}
