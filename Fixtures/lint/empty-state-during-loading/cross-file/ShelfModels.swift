import Foundation
import SwiftData

// The shelf's rows live in a SwiftData store on the device; the shelf's model, in
// NoteShelfModel.swift, reads them back through a service.

@Model
public final class ShelvedNote {
  public var title: String
  public var shelvedAt: Date

  public init(title: String, shelvedAt: Date) {
    self.title = title
    self.shelvedAt = shelvedAt
  }
}

// What the server sends for the public feed: plain values, not rows of the store.
public struct FeedNote: Identifiable, Hashable, Sendable {
  public let id: UUID
  public var title: String
}

@MainActor
protocol NoteService {
  func shelvedNotes() async throws -> [ShelvedNote]
  func publicFeed() async throws -> [FeedNote]
}
