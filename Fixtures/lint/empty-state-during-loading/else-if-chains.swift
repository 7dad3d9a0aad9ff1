import SwiftUI

// Chains whose earlier branch, or whose own condition, already handles the load: the empty
// state can only show once loading has finished.

struct InvitationsView: View {
  @State private var invitations: [String] = []
  @State private var isLoading = false

  var body: some View {
    List(invitations, id: \.self) { Text($0) }
      .overlay {
        if isLoading && invitations.isEmpty {
          ProgressView()
        } else if invitations.isEmpty {
          ContentUnavailableView("No Invitations", systemImage: "envelope", description: Text("Invitations to groups arrive here."))
        }
      }
      .task {
        isLoading = true
        invitations = await InvitationInbox.pending()
        isLoading = false
      }
  }
}

struct SensorHistoryView: View {
  @State private var readings: [Double] = []
  @State private var didLoad = false

  var body: some View {
    VStack {
      if !readings.isEmpty {
        Text("\(readings.count) readings")
      } else if didLoad {
        ContentUnavailableView("No Readings", systemImage: "sensor", description: Text("Readings from the last day appear here."))
      }
    }
    .task(id: "sensor") {
      readings = await SensorArchive.readings()
      didLoad = true
    }
  }
}

struct BadgesView: View {
  @State private var badges: [String] = []
  @State private var hasLoadedOnce = false

  var body: some View {
    ScrollView {
      if hasLoadedOnce && badges.isEmpty {
        ContentUnavailableView("No Badges Yet", systemImage: "rosette", description: Text("Finish a challenge to earn one."))
      }
      ForEach(badges, id: \.self) { Text($0) }
    }
    .task {
      badges = await BadgeService.earned()
      hasLoadedOnce = true
    }
  }
}

enum TransferState {
  case idle, transferring, finished
}

@MainActor
@Observable
final class TransfersModel {
  var transfers: [String] = []
  var state = TransferState.idle

  func load() async {
    state = .transferring
    transfers = await TransferLog.recent()
    state = .finished
  }
}

struct TransfersView: View {
  @State private var model = TransfersModel()

  var body: some View {
    Group {
      switch model.state {
      case .idle, .transferring:
        ProgressView()
      case .finished:
        if model.transfers.isEmpty {
          ContentUnavailableView("No Transfers", systemImage: "arrow.left.arrow.right", description: Text("Money you send or receive is listed here."))
        } else {
          List(model.transfers, id: \.self) { Text($0) }
        }
      }
    }
    .task { await model.load() }
  }
}

// A flag of any name that the load raises before it waits protects the branch that needs it
// lowered.
struct ReceiptsView: View {
  @State private var receipts: [String] = []
  @State private var isSyncingReceipts = false

  var body: some View {
    Group {
      if isSyncingReceipts {
        ProgressView()
      } else if receipts.isEmpty {
        ContentUnavailableView("No Receipts", systemImage: "doc.text", description: Text("Scan a receipt to keep it here."))
      } else {
        List(receipts, id: \.self) { Text($0) }
      }
    }
    .task { await sync() }
  }

  private func sync() async {
    isSyncingReceipts = true
    defer { isSyncingReceipts = false }
    receipts = await ReceiptVault.all()
  }
}

// The branch that handles the load is in `body`; the empty state is two members down.
struct SubtitlesPicker: View {
  let videoID: String
  @State private var tracks: [String] = []
  @State private var isLoadingTracks = false

  var body: some View {
    NavigationStack {
      if isLoadingTracks {
        ProgressView()
      } else {
        content
      }
    }
    .onAppear {
      Task { await loadTracks() }
    }
  }

  private var content: some View {
    ScrollView {
      trackSection
    }
  }

  @ViewBuilder
  private var trackSection: some View {
    if tracks.isEmpty {
      ContentUnavailableView("No Subtitles", systemImage: "captions.bubble", description: Text("This video has no subtitles."))
    } else {
      ForEach(tracks, id: \.self) { Text($0) }
    }
  }

  private func loadTracks() async {
    isLoadingTracks = true
    tracks = await SubtitleIndex.tracks(for: videoID)
    isLoadingTracks = false
  }
}

// An earlier branch that handles something else leaves the load unhandled.
struct StickersView: View {
  @State private var stickers: [String] = []
  @State private var showsPremium = false

  var body: some View {
    Group {
      if showsPremium && stickers.isEmpty {
        Text("Premium stickers unlock with a subscription.")
      } else if stickers.isEmpty {
        ContentUnavailableView("No Stickers", systemImage: "face.smiling", description: Text("Download a pack to use stickers.")) // expect: empty-state-during-loading
      } else {
        List(stickers, id: \.self) { Text($0) }
      }
    }
    .task { stickers = await StickerStore.installed() }
  }
}

// The tested data is no load state, whatever its name says.
struct SharedAlbumView: View {
  @State private var fetchedPhotos: [String] = []

  var body: some View {
    ScrollView {
      if fetchedPhotos.isEmpty {
        ContentUnavailableView("No Shared Photos", systemImage: "photo.on.rectangle", description: Text("Photos people share with you appear here.")) // expect: empty-state-during-loading
      }
      ForEach(fetchedPhotos, id: \.self) { Text($0) }
    }
    .task { fetchedPhotos = await SharedAlbum.photos() }
  }
}

enum SharedAlbum { static func photos() async -> [String] { [] } }
enum InvitationInbox { static func pending() async -> [String] { [] } }
enum SensorArchive { static func readings() async -> [Double] { [] } }
enum BadgeService { static func earned() async -> [String] { [] } }
enum TransferLog { static func recent() async -> [String] { [] } }
enum ReceiptVault { static func all() async -> [String] { [] } }
enum SubtitleIndex { static func tracks(for id: String) async -> [String] { [] } }
enum StickerStore { static func installed() async -> [String] { [] } }
