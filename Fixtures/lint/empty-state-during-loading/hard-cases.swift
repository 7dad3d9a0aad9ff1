import SwiftUI

// The loading pitfall written in text, across lines, under #if, behind guards, and suppressed.

struct WatchlistView: View {
  @State private var symbols: [String] = []
  @State private var loadState = WatchlistLoad.idle

  /// When `symbols.isEmpty` right after launch, do not show
  /// `ContentUnavailableView("No Symbols", systemImage: "chart.line.uptrend.xyaxis")` yet.
  static let help = "if symbols.isEmpty { ContentUnavailableView(\"No Symbols\") }"
  static let template = """
    if symbols.isEmpty {
      ContentUnavailableView("No Symbols", systemImage: "chart.bar")
    }
    """
  static let raw = #"if symbols.count == 0 { ContentUnavailableView("No Symbols", systemImage: "chart.bar") }"#
  static let pattern = /if \w+\.isEmpty \{ ContentUnavailableView/
  static let extended = #/symbols\.count == 0 \{ ContentUnavailableView\(/#

  func caption(count: Int) -> String {
    "\(count == 0 ? "ContentUnavailableView(\"No Symbols\")" : "List") shown"
  }

  // if symbols.isEmpty { ContentUnavailableView("No Symbols", systemImage: "chart.bar") }
  /* if symbols.isEmpty {
       ContentUnavailableView("No Symbols", systemImage: "chart.bar")
     /* nested: ContentUnavailableView("No Symbols", systemImage: "chart.bar") */
     } */

  var body: some View {
    List(symbols, id: \.self) { Text($0) }
      .overlay {
        #if os(iOS)
          if symbols.isEmpty {
            ContentUnavailableView("No Symbols", systemImage: "chart.line.uptrend.xyaxis", description: Text("Follow a stock to watch it here.")) // expect: empty-state-during-loading
          }
        #elseif os(macOS)
          if symbols.count == 0 {
            ContentUnavailableView("No Symbols", systemImage: "chart.bar", description: Text("Follow a stock to watch it here.")) // expect: empty-state-during-loading
          }
        #else
          if symbols.isEmpty {
            ContentUnavailableView("Watchlist Empty", systemImage: "chart.bar", description: Text("Follow a stock to watch it here.")) // expect: empty-state-during-loading
          }
        #endif
      }
      .task { await reload() }
  }

  private func reload() async {
    loadState = .loading
    symbols = await Watchlist.symbols()
    loadState = .loaded
  }
}

struct SplitAcrossLines: View {
  @State private var rows: [String] = []

  var body: some View {
    VStack {
      if
        rows
          .isEmpty
      {
        ContentUnavailableView(  // expect: empty-state-during-loading
          "No Rows",
          systemImage: "tablecells",
          description:
            Text("Import a file to add rows.")
        )
        .padding()
      }
    }
    .onAppear {
      Task {
        rows = await Watchlist.symbols()
      }
    }
  }
}

struct GuardedByEnclosingIf: View {
  @State private var rows: [String] = []
  @State private var isLoading = true

  var body: some View {
    VStack {
      if !isLoading {
        if rows.isEmpty {
          ContentUnavailableView("No Rows", systemImage: "tablecells", description: Text("Import a file to add rows."))
        }
      }
      if loadState == .loaded {
        if rows.isEmpty {
          ContentUnavailableView("Nothing Imported", systemImage: "tray.and.arrow.down", description: Text("Import a file to add rows."))
        }
      }
    }
    .task {
      rows = await Watchlist.symbols()
      isLoading = false
      loadState = .loaded
    }
  }

  @State private var loadState = WatchlistLoad.idle
}

struct GuardedBySwitch: View {
  @State private var phase = WatchlistLoad.idle
  @State private var rows: [String] = []

  var body: some View {
    switch phase {
    case .idle:
      Color.clear.task { await load() }
    case .loading:
      ProgressView()
    case .loaded:
      if rows.isEmpty {
        ContentUnavailableView("No Rows", systemImage: "tablecells", description: Text("Import a file to add rows."))
      } else {
        List(rows, id: \.self) { Text($0) }
      }
    }
  }

  private func load() async {
    phase = .loading
    rows = await Watchlist.symbols()
    phase = .loaded
  }
}

struct GuardedByGuard: View {
  @State private var rows: [String] = []
  @State private var hasLoaded = false

  var body: some View {
    content.task {
      rows = await Watchlist.symbols()
      hasLoaded = true
    }
  }

  private var content: AnyView {
    guard hasLoaded else { return AnyView(ProgressView()) }
    if rows.isEmpty {
      return AnyView(ContentUnavailableView("No Rows", systemImage: "tablecells", description: Text("Import a file to add rows.")))
    }
    return AnyView(List(rows, id: \.self) { Text($0) })
  }
}

struct Suppressed: View {
  @State private var rows: [String] = []

  var body: some View {
    VStack {
      if rows.isEmpty {
        // empty-states:disable-next-line empty-state-during-loading -- the list is cached on disk
        ContentUnavailableView("No Rows", systemImage: "tablecells", description: Text("Import a file to add rows."))
      }
      if rows.count == 0 {
        // empty-states:disable-next-line empty-state-in-list-row, empty-state-during-loading
        ContentUnavailableView("Nothing Imported", systemImage: "tray.and.arrow.down", description: Text("Import a file to add rows."))
      }
      // empty-states:disable empty-state-during-loading -- rows come from a local cache
      if rows.isEmpty {
        ContentUnavailableView("Still Nothing", systemImage: "tablecells", description: Text("Import a file to add rows."))
      }
    }
    .task { rows = await Watchlist.symbols() }
  }
}

enum WatchlistLoad { case idle, loading, loaded }
enum Watchlist { static func symbols() async -> [String] { [] } }
