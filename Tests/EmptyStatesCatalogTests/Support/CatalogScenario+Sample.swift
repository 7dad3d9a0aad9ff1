// Linux only, as the tests that use it (CatalogScenarioTests). On Apple platforms this target
// compiles the samples alone, for each platform's deployment target, as the type-check does.
#if os(Linux)
  import EmptyStates
  import Foundation

  @testable import EmptyStatesCatalog

  extension CatalogScenario {
    /// Every sample, given the inputs its page's state was made from: the empty collections the
    /// pages show, and ``CatalogInput``'s search texts and error.
    @MainActor static func samples() -> [any CatalogSample] {
      let contacts = [
        Contact(name: "Jane Appleseed", email: "jane@example.com"),
        Contact(name: "John Appleseed", email: "john@example.com"),
      ]
      return [
        PresetEmptySample(),
        PresetNoResultsSample(contacts: contacts, query: CatalogInput.presetQuery),
        PresetOfflineSample(),
        PresetLoadFailedSample(),
        PresetTimedOutSample(),
        PresetServerErrorSample(),
        PresetNotFoundSample(),
        PresetPermissionDeniedSample(),
        PresetSignInRequiredSample(),
        PresetNoSelectionSample(),
        NotesSample(),
        BookmarksSample(),
        ArticleSearchSample(
          articles: .loaded([Article(title: "Getting Started with SwiftUI")]),
          query: CatalogInput.articleQuery),
        FeedEmptySample(),
        FeedFailedSample(feed: .failed(CatalogInput.feedError)),
        SyncPausedSample(error: CatalogInput.syncError),
        EmptySectionSample(favourites: [], recent: [Recipe(title: "Shakshuka")]),
        LandmarksSample(),
        PlaylistsSample(playlists: []),
        ContactsSample(contacts: []),
        ContactsSearchSample(contacts: contacts, searchText: CatalogInput.contactQuery),
        NoResultsFiltersSample(
          messages: .loaded([Message(subject: "Lunch on Friday", isUnread: false, isFlagged: true)]
          ),
          unreadOnly: true, flaggedOnly: true),
        NothingSelectedSample(),
        SomethingWentWrongSample(),
        BreathingPlaceholderSample(),
        ProjectSample(),
        UserOfflineSample(),
        CloudStorageSample(),
      ]
    }

    /// The sample this scenario's code was read from, or `nil` when ``samples()`` lacks it.
    @MainActor var sample: (any CatalogSample)? {
      Self.samples().first { String(describing: type(of: $0)) == code.sample }
    }

  }
#endif
