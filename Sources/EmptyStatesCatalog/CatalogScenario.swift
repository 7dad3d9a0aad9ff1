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
  /// The state shown.
  package var state: EmptyState
  /// The SwiftUI code that draws it.
  package var swiftUI: String
  /// Whether the copy is the package's own, translated (presets), rather than an app's.
  package var isTranslated: Bool
  /// The style the scenario is shown in first.
  package var style: HTMLRenderer.Style = .automatic

  /// The server-side Swift code that renders it.
  package var html: String {
    "let renderer = HTMLRenderer(headingLevel: .h2, style: .\(style.rawValue))\n"
      + "let html = renderer.render(\(stateExpression), localizer: EmptyStateLocalizer(locale: locale))"
  }

  var stateExpression: String {
    if let preset = EmptyState.Preset(matching: state, query: "bryce") {
      return preset == .noResults ? ".noResults(for: query)" : ".\(Self.camelCase(preset.rawValue))"
    }
    return "state"
  }

  static func camelCase(_ kebab: String) -> String {
    let parts = kebab.split(separator: "-")
    return (parts.first.map(String.init) ?? "")
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}

extension CatalogScenario {
  /// Every scenario: the presets, then the design documents' examples.
  package static let all: [CatalogScenario] = presets + examples

  static let presets: [CatalogScenario] = EmptyState.Preset.allCases.map { preset in
    let swiftUI: String
    switch preset {
    case .noResults:
      swiftUI = """
        List(results) { ContactRow(contact: $0) }
          .searchable(text: $query)
          .overlay {
            if results.isEmpty, !query.isEmpty {
              EmptyStateView.search(text: query) {
                Button("Clear Search") { query = "" }
              }
            }
          }
        """
    case .empty, .noSelection:
      swiftUI = "EmptyStateView(.\(camelCase(preset.rawValue)))"
    default:
      swiftUI = """
        EmptyStateView(.\(camelCase(preset.rawValue))) { action in
          await handle(action)   // action.id == .\(camelCase(preset.emptyState().actions.first?.id.rawValue ?? "retry"))
        }
        """
    }
    return CatalogScenario(
      id: "preset-\(preset.rawValue)", name: "Preset: \(preset.rawValue)",
      summary: summary(preset), state: preset.emptyState(query: "bryce"), swiftUI: swiftUI,
      isTranslated: true)
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

  static let examples: [CatalogScenario] = [
    CatalogScenario(
      id: "notes", name: "Notes",
      summary: "An empty list with a title, a symbol and a description.",
      state: EmptyState(
        "No Notes", systemImage: "doc.text",
        description: "Tap the plus button to write your first note."),
      swiftUI: """
        EmptyStateView(
          "No Notes",
          systemImage: "doc.text",
          description: Text("Tap the plus button to write your first note.")
        )
        """, isTranslated: false),
    CatalogScenario(
      id: "bookmarks", name: "Bookmarks", summary: "The builder form with an action.",
      state: EmptyState(
        "No Bookmarks", systemImage: "bookmark",
        description: "Bookmarks you save from Safari will appear here.",
        actions: [
          EmptyState.Action(
            "Open Safari", id: "open-safari", url: URL(string: "https://www.apple.com"))
        ]),
      swiftUI: """
        EmptyStateView {
          Label("No Bookmarks", systemImage: "bookmark")
        } description: {
          Text("Bookmarks you save from Safari will appear here.")
        } actions: {
          Button("Open Safari") { openURL(URL(string: "https://apple.com")!) }
            .buttonStyle(.borderedProminent)
        }
        """, isTranslated: false),
    CatalogScenario(
      id: "article-search", name: "Article search",
      summary: "No articles matched the query; the list and its search field stay.",
      state: .noResults(for: "swift concurrency", actions: [.clearSearch]),
      swiftUI: """
        List(filtered) { ArticleRow(article: $0) }
          .searchable(text: $query, prompt: "Search articles")
          .emptyState(for: state, query: query, matchCount: filtered.count) { action in
            if action.id == .clearSearch { query = "" }
          }
        """, isTranslated: true),
    CatalogScenario(
      id: "feed-empty", name: "Feed: nothing to read", summary: "The feed loaded and is empty.",
      state: EmptyState(
        "Nothing to Read", systemImage: "newspaper",
        description: "New posts will appear here as people you follow publish."),
      swiftUI: """
        EmptyStateView(
          "Nothing to Read",
          systemImage: "newspaper",
          description: Text("New posts will appear here as people you follow publish.")
        )
        """, isTranslated: false),
    CatalogScenario(
      id: "feed-failed", name: "Feed: load failed",
      summary: "The feed failed to load: a different screen from an empty feed, with Try Again.",
      state: EmptyState(
        "Can’t Load Feed", systemImage: "wifi.slash",
        description: "Check your connection and try again.", actions: [.retry], tone: .error),
      swiftUI: """
        case .failed(let error):
          EmptyStateView(error: error) { action in
            if action.id == .retry { await load() }
          }
        """, isTranslated: false),
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
      swiftUI: """
        EmptyStateView {
          Label("No Landmarks", systemImage: "mappin.slash")
        } description: {
          Text("Landmarks you save will appear here.")
        } actions: {
          Button("Browse Landmarks") { router.navigate(to: .browse) }
            .buttonStyle(.borderedProminent)
          Button("Import from Photos") { showingImporter = true }
        }
        """, isTranslated: false),
    CatalogScenario(
      id: "playlists", name: "Playlists sidebar",
      summary: "A first-run sidebar with the button that fills it.",
      state: EmptyState(
        "No Playlists", systemImage: "music.note.list",
        description: "Playlists you make appear here.",
        actions: [EmptyState.Action("New Playlist", id: "new-playlist")]),
      swiftUI: """
        List(playlists, id: \\.self) { Label($0, systemImage: "music.note.list") }
          .emptyState(isPresented: playlists.isEmpty) {
            EmptyStateView {
              Label("No Playlists", systemImage: "music.note.list")
            } description: {
              Text("Playlists you make appear here.")
            } actions: {
              Button("New Playlist") { playlists.append("Untitled Playlist") }
            }
          }
        """, isTranslated: false, style: .compact),
    CatalogScenario(
      id: "contacts", name: "Contacts table",
      summary: "An empty table: its column headers stay under the overlay.",
      state: EmptyState(
        "No Contacts", systemImage: "person.2",
        description: "Import a file or add someone by hand.",
        actions: [EmptyState.Action("Import Contacts…", id: "import")]),
      swiftUI: """
        Table(contacts) {
          TableColumn("Name", value: \\.name)
          TableColumn("Email", value: \\.email)
        }
        .overlay {
          if contacts.isEmpty {
            EmptyStateView {
              Label("No Contacts", systemImage: "person.2")
            } description: {
              Text("Import a file or add someone by hand.")
            } actions: {
              Button("Import Contacts…") {}
            }
          }
        }
        """, isTranslated: false),
    CatalogScenario(
      id: "contacts-search", name: "Contacts search",
      summary: "A search in a table that found nothing.",
      state: .noResults(for: "Ana"),
      swiftUI: """
        Table(results) { … }
          .overlay {
            if results.isEmpty {
              EmptyStateView.search(text: searchText)
            }
          }
          .searchable(text: $searchText)
        """, isTranslated: true),
    CatalogScenario(
      id: "nothing-selected", name: "Nothing selected",
      summary: "The detail column of a split view; no button needed.",
      state: EmptyState("No Message Selected", systemImage: "envelope"),
      swiftUI: #"EmptyStateView("No Message Selected", systemImage: "envelope")"#,
      isTranslated: false),
    CatalogScenario(
      id: "something-went-wrong", name: "Something went wrong",
      summary: "A failed load, plainly explained, with Try Again.",
      state: EmptyState(
        "Couldn’t Load Photos", systemImage: "wifi.exclamationmark",
        description: "Check your internet connection, then try again.", actions: [.retry],
        tone: .error),
      swiftUI: """
        EmptyStateView {
          Label("Couldn’t Load Photos", systemImage: "wifi.exclamationmark")
        } description: {
          Text("Check your internet connection, then try again.")
        } actions: {
          Button("Try Again") {}
            .buttonStyle(.borderedProminent)
        }
        """, isTranslated: false),
    CatalogScenario(
      id: "breathing-placeholder", name: "Breathing placeholder",
      summary: "A breathing symbol that stays still when the reader asks for reduced motion.",
      state: EmptyState(
        "No Messages", media: .symbol("tray", animation: .breathe),
        description: "New conversations will show up here.",
        actions: [EmptyState.Action("Load Samples", id: "load-samples")]),
      swiftUI: """
        EmptyStateView {
          Label { Text("No Messages") } icon: { EmptyStateSymbol("tray", animation: .breathe) }
        } description: {
          Text("New conversations will show up here.")
        } actions: {
          Button("Load Samples") { load() }
            .buttonStyle(.borderedProminent)
        }
        """, isTranslated: false),
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
      swiftUI: """
        EmptyStateContainer {
          EmptyStateHeader {
            EmptyStateMedia(variant: .icon) { Image(systemName: "folder") }
            EmptyStateTitle("No Projects Yet")
            EmptyStateDescription("You haven't created any projects yet. Get started by creating your first project.")
          }
          EmptyStateContent {
            HStack { Button("Create") {}; Button("Import") {} }
            Link("Learn More", destination: learnMoreURL)
          }
        }
        """, isTranslated: false),
    CatalogScenario(
      id: "user-offline", name: "Composable: user offline",
      summary: "Regular media (an avatar) and a small action.",
      state: EmptyState(
        "User Offline", media: .symbol("person.crop.circle"),
        description:
          "This user is currently offline. You can leave a message to notify them or try again later.",
        actions: [EmptyState.Action("Leave Message", id: "leave-message", role: .secondary)]),
      swiftUI: """
        EmptyStateContainer {
          EmptyStateHeader {
            EmptyStateMedia { Avatar(user) }
            EmptyStateTitle("User Offline")
            EmptyStateDescription("This user is currently offline. You can leave a message to notify them or try again later.")
          }
          EmptyStateContent {
            Button("Leave Message") {}
              .controlSize(.small)
          }
        }
        """, isTranslated: false),
    CatalogScenario(
      id: "cloud-storage", name: "Composable: cloud storage",
      summary: "The outlined style: a dashed border around the parts.",
      state: EmptyState(
        "Cloud Storage Empty", media: .symbol("icloud", variant: .icon),
        description: "Upload files to your cloud storage to access them anywhere.",
        actions: [EmptyState.Action("Upload Files", id: "upload", role: .secondary)]),
      swiftUI: """
        EmptyStateContainer {
          EmptyStateHeader {
            EmptyStateMedia(variant: .icon) { Image(systemName: "icloud") }
            EmptyStateTitle("Cloud Storage Empty")
            EmptyStateDescription("Upload files to your cloud storage to access them anywhere.")
          }
          EmptyStateContent {
            Button("Upload Files") {}
              .controlSize(.small)
          }
        }
        .emptyStateStyle(.outlined)
        """, isTranslated: false, style: .outlined),
  ]
}
