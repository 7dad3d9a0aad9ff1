import Foundation
import Observation

// The shelf's model: one list read back from the device's store, one fetched from the server,
// both after an `await` in a load the screens start when they appear (ShelfScreen.swift).

@MainActor
@Observable
final class NoteShelfModel {
  private(set) var shelved: [ShelvedNote] = []
  private(set) var feed: [FeedNote] = []
  private let service: any NoteService

  init(service: any NoteService) {
    self.service = service
  }

  func loadShelf() async throws {
    shelved = try await service.shelvedNotes()
  }

  func loadFeed() async throws {
    feed = try await service.publicFeed()
  }
}
