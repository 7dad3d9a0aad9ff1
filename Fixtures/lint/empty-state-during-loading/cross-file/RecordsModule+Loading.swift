import Foundation

// The records model's second load, in an extension of its own file.

extension Records.StateModel {
  func loadNotes() {
    Task {
      let fetched = await RecordsAPI.notes()
      await MainActor.run { self.notes = fetched }
    }
  }
}
