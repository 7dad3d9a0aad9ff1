import EmptyStates
import Testing

@testable import EmptyStatesUI

/// VoiceOver hears a new state once: its title, or the progress label; nothing for the same
/// state again, nothing when the content comes back.
@Suite struct EmptyStateAnnouncementTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  @Test func aNewStateIsAnnouncedByItsTitle() {
    let offline = english.localize(Presentation.unavailable(.offline, reason: .failure(.offline)))
    let announcement = EmptyStateAnnouncement.replacing(
      english.localize(.progress), with: offline)
    #expect(announcement?.text == english.localize(EmptyState.offline).title)
  }

  @Test func progressIsAnnouncedByItsLabel() {
    let announcement = EmptyStateAnnouncement.replacing(
      english.localize(.content), with: english.localize(.progress))
    #expect(announcement?.text == english.string(for: .loading))
  }

  @Test func theSameStateAgainIsNotAnnounced() {
    let empty = english.localize(Presentation.unavailable(.empty, reason: .empty))
    #expect(EmptyStateAnnouncement.replacing(empty, with: empty) == nil)
  }

  @Test func contentComingBackIsNotAnnounced() {
    let empty = english.localize(Presentation.unavailable(.empty, reason: .empty))
    #expect(EmptyStateAnnouncement.replacing(empty, with: english.localize(.content)) == nil)
    let failed = english.localize(
      Presentation.contentWithError(.offline, reason: .offline))
    #expect(EmptyStateAnnouncement.replacing(empty, with: failed) == nil)
  }

  @Test func anotherLocaleIsANewAnnouncement() {
    let german = EmptyStateLocalizer(localeIdentifier: "de")
    let state = Presentation.unavailable(.empty, reason: .empty)
    let announcement = EmptyStateAnnouncement.replacing(
      english.localize(state), with: german.localize(state))
    #expect(announcement?.text == german.localize(EmptyState.empty).title)
  }
}
