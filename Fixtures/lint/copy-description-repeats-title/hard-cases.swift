import SwiftUI

// Repeated descriptions in text, under #if, split over lines, and suppressed.

struct RepeatCases: View {
  /// Avoid `ContentUnavailableView("No Notes", systemImage: "note", description: Text("There are no notes."))`.
  static let doc = "ContentUnavailableView(\"No Notes\", systemImage: \"note\", description: Text(\"There are no notes.\"))"
  static let block = """
    ContentUnavailableView("No Notes", systemImage: "note", description: Text("No notes."))
    """
  static let raw = #"ContentUnavailableView("No Notes", systemImage: "note", description: Text("You have no notes."))"#
  static let finder = /Text\("There are no \w+\."\)/
  static let extendedFinder = #/description: Text\("No notes"\)/#

  func line(_ count: Int) -> String {
    "\(count == 0 ? "No Notes: there are no notes." : "\(count) notes")"
  }

  // ContentUnavailableView("No Notes", systemImage: "note", description: Text("There are no notes."))
  /* ContentUnavailableView("No Notes", systemImage: "note", description: Text("No notes."))
     /* ContentUnavailableView("No Notes", systemImage: "note", description: Text("Notes.")) */ */

  var body: some View {
    VStack {
      #if os(iOS)
        ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("There are no notes.")) // expect: copy-description-repeats-title
      #elseif os(macOS)
        ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("No notes here.")) // expect: copy-description-repeats-title
      #else
        ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Dictate a note to save it."))
      #endif
      ContentUnavailableView( // expect: copy-description-repeats-title
        "No Reminders",
        systemImage:
          "checklist",
        description: Text(
          "No reminders yet."
        )
      )
      // empty-states:disable-next-line copy-description-repeats-title -- mirrors the system Notes app
      ContentUnavailableView("No Folders", systemImage: "folder", description: Text("There are no folders."))
      // empty-states:disable-next-line copy-title-too-long, copy-description-repeats-title
      ContentUnavailableView("No Tags", systemImage: "tag", description: Text("No tags yet."))
      // empty-states:disable copy-description-repeats-title
      ContentUnavailableView("No Pins", systemImage: "pin", description: Text("There are no pins."))
    }
  }
}
