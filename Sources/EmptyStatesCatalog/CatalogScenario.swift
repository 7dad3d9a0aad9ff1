import EmptyStates
import EmptyStatesHTML
import Foundation

/// One scenario of the catalog: an empty state and the code that produces it.
package struct CatalogScenario: Sendable {
  /// The page's file name, without `.html`.
  package var id: String
  /// The page's heading.
  package var name: String
  /// One sentence on when to show it.
  package var summary: String
  /// The state shown: a preset, or a state of the app's own.
  package var state: EmptyState
  /// The SwiftUI, UIKit and server-side code that draw it, from its compiled sample.
  package var code: CatalogCode
  /// The style the scenario is shown in first.
  package var style: HTMLRenderer.Style = .automatic
  /// Whether the state is one section's, not a screen's: the page then shows it first as the
  /// row of an empty table and the item of an empty list.
  package var isSection = false

  /// Whether the copy is the package's own, translated (presets, failures, searches), rather
  /// than an app's: then the page shows it in several languages.
  package var isTranslated: Bool {
    state.title.isBuiltIn
  }
}

extension CatalogScenario {
  /// Every scenario: the presets, then the design documents' examples.
  package static let all: [CatalogScenario] = presets + examples

  static let presets: [CatalogScenario] = EmptyState.Preset.allCases.map { preset in
    CatalogScenario(
      id: "preset-\(preset.rawValue)", name: "Preset: \(preset.rawValue)",
      summary: summary(preset), state: preset.emptyState(query: CatalogInput.presetQuery),
      code: code(preset))
  }

  static func summary(_ preset: EmptyState.Preset) -> String {
    switch preset {
    case .empty:
      "Nothing yet: the collection is empty. Prefer your own copy that names what will appear."
    case .noResults: "A search matched nothing: the query in the locale’s quotation marks."
    case .offline: "No network connection: Try Again."
    case .loadFailed: "A load failed for a reason that may pass: Try Again."
    case .timedOut: "The server took too long: Try Again."
    case .serverError: "The server failed: Try Again later."
    case .notFound: "The content is gone: Go Back, not a retry that cannot work."
    case .permissionDenied: "A permission is missing: Open Settings."
    case .signInRequired: "The content needs an account: Sign In."
    case .noSelection: "The detail pane of a split view with nothing selected."
    }
  }

  static func code(_ preset: EmptyState.Preset) -> CatalogCode {
    switch preset {
    case .empty: .presetEmpty
    case .noResults: .presetNoResults
    case .offline: .presetOffline
    case .loadFailed: .presetLoadFailed
    case .timedOut: .presetTimedOut
    case .serverError: .presetServerError
    case .notFound: .presetNotFound
    case .permissionDenied: .presetPermissionDenied
    case .signInRequired: .presetSignInRequired
    case .noSelection: .presetNoSelection
    }
  }

  static let examples: [CatalogScenario] = [
    CatalogScenario(
      id: "notes", name: "Notes",
      summary: "An empty list with a title, a symbol and a description.",
      state: EmptyState(
        "No Notes", systemImage: "doc.text",
        description: "Tap the plus button to write your first note."),
      code: .notes),
    CatalogScenario(
      id: "bookmarks", name: "Bookmarks", summary: "The builder form with an action.",
      state: EmptyState(
        "No Bookmarks", systemImage: "bookmark",
        description: "Bookmarks you save from Safari will appear here.",
        actions: [
          EmptyState.Action(
            "Open Safari", id: "open-safari", url: URL(string: "https://www.apple.com"))
        ]),
      code: .bookmarks),
    CatalogScenario(
      id: "article-search", name: "Article search",
      summary: "No articles matched the query; the list and its search field stay.",
      state: .noResults(for: CatalogInput.articleQuery, actions: [.clearSearch]),
      code: .articleSearch),
    CatalogScenario(
      id: "feed-empty", name: "Feed: nothing to read", summary: "The feed loaded and is empty.",
      state: EmptyState(
        "Nothing to Read", systemImage: "newspaper",
        description: "New posts will appear here as people you follow publish."),
      code: .feedEmpty),
    CatalogScenario(
      id: "feed-failed", name: "Feed: load failed",
      summary:
        "The feed failed to load: the failure’s own screen, with Try Again — not the empty feed’s.",
      state: EmptyState(failure: CatalogInput.feedError) ?? .loadFailed,
      code: .feedFailed),
    CatalogScenario(
      id: "sync-paused", name: "Sync: an error the app describes",
      summary:
        "An error of the app’s own writes the copy and offers its recovery options beside Try "
        + "Again: classification still decides the way forward.",
      state: EmptyState(failure: CatalogInput.syncError, usesErrorText: true) ?? .loadFailed,
      code: .syncPaused),
    CatalogScenario(
      id: "empty-section", name: "An empty section",
      summary:
        "One section of a grouped list is empty: a row says so, with the list’s own insets and "
        + "separators, never the whole-screen state inside a row.",
      state: EmptyState(
        "No Favourites Yet", systemImage: "star", description: "Recipes you star appear here.",
        actions: [EmptyState.Action("Browse Recipes", id: "browse-recipes")]),
      code: .emptySection, isSection: true),
    CatalogScenario(
      id: "landmarks", name: "Landmarks",
      summary: "The builder form with a primary and a secondary action.",
      state: EmptyState(
        "No Landmarks", systemImage: "mappin.slash",
        description: "Landmarks you save will appear here.",
        actions: [
          EmptyState.Action("Browse Landmarks", id: "browse"),
          EmptyState.Action("Import from Photos", id: "import", role: .secondary),
        ]),
      code: .landmarks),
    CatalogScenario(
      id: "playlists", name: "Playlists sidebar",
      summary: "A first-run sidebar with the button that fills it.",
      state: EmptyState(
        "No Playlists", systemImage: "music.note.list",
        description: "Playlists you make appear here.",
        actions: [EmptyState.Action("New Playlist", id: "new-playlist")]),
      code: .playlists, style: .compact),
    CatalogScenario(
      id: "contacts", name: "Contacts table",
      summary: "An empty table: its column headers stay under the overlay.",
      state: EmptyState(
        "No Contacts", systemImage: "person.2",
        description: "Import a file or add someone by hand.",
        actions: [EmptyState.Action("Import Contacts…", id: "import")]),
      code: .contacts),
    CatalogScenario(
      id: "contacts-search", name: "Contacts search",
      summary: "A search in a table that found nothing.",
      state: .noResults(for: CatalogInput.contactQuery),
      code: .contactsSearch),
    CatalogScenario(
      id: "no-results-filters", name: "No results: filters",
      summary:
        "Filters hide every message: the state names them and offers Clear Filters, not “No "
        + "Items” nor a search to retry.",
      state: .noResults(for: nil, filters: ["Unread", "Flagged"]),
      code: .noResultsFilters),
    CatalogScenario(
      id: "nothing-selected", name: "Nothing selected",
      summary: "The detail column of a split view; no button needed.",
      state: EmptyState("No Message Selected", systemImage: "envelope"),
      code: .nothingSelected),
    CatalogScenario(
      id: "something-went-wrong", name: "Something went wrong",
      summary: "A failed load, plainly explained, with Try Again.",
      state: EmptyState(
        "Couldn’t Load Photos", systemImage: "wifi.exclamationmark",
        description: "Check your internet connection, then try again.",
        actions: [EmptyState.Action("Try Again", id: .retry)], tone: .error),
      code: .somethingWentWrong),
    CatalogScenario(
      id: "breathing-placeholder", name: "Breathing placeholder",
      summary: "A breathing symbol that stays still when the reader asks for reduced motion.",
      state: EmptyState(
        "No Messages", media: .symbol("tray", animation: .breathe),
        description: "New conversations will show up here.",
        actions: [EmptyState.Action("Load Samples", id: "load-samples")]),
      code: .breathingPlaceholder),
    CatalogScenario(
      id: "project", name: "Composable: project",
      summary: "Composable parts: an icon tile, two buttons and a link.",
      state: EmptyState(
        "No Projects Yet", media: .symbol("folder", variant: .icon),
        description:
          "You haven’t created any projects yet. Get started by creating your first project.",
        actions: [
          EmptyState.Action("Create", id: "create"),
          EmptyState.Action("Import", id: "import", role: .secondary),
          EmptyState.Action(
            "Learn More", id: "learn-more", role: .link, url: URL(string: "https://www.swift.org")),
        ]),
      code: .project),
    CatalogScenario(
      id: "user-offline", name: "Composable: user offline",
      summary: "Regular media (a person symbol, as it is) and a small action.",
      state: EmptyState(
        "User Offline", media: .symbol("person.crop.circle"),
        description:
          "This user is currently offline. You can leave a message to notify them or try again later.",
        actions: [EmptyState.Action("Leave Message", id: "leave-message", role: .secondary)]),
      code: .userOffline),
    CatalogScenario(
      id: "cloud-storage", name: "Composable: cloud storage",
      summary: "The outlined style: a dashed border around the parts.",
      state: EmptyState(
        "Cloud Storage Empty", media: .symbol("icloud", variant: .icon),
        description: "Upload files to your cloud storage to access them anywhere.",
        actions: [EmptyState.Action("Upload Files", id: "upload", role: .secondary)]),
      code: .cloudStorage, style: .outlined),
  ]
}
