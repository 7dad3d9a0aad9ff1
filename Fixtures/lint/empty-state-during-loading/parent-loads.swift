import SwiftUI

// A parent's load fills the shared model its child reads: the child's empty state shows until
// the parent's request lands, unless the parent places the child only once it has loaded.

@Observable
final class ConcertGuide {
  var concerts: [String] = []
  var venues: [String] = []
  var isLoading = false

  func load() async {
    isLoading = true
    concerts = await ConcertAPI.upcoming()
    venues = await ConcertAPI.venues()
    isLoading = false
  }
}

struct ConcertsTab: View {
  @State private var guide = ConcertGuide()

  var body: some View {
    NavigationStack {
      UpcomingConcerts(guide: guide)
    }
    .task { await guide.load() }
  }
}

struct UpcomingConcerts: View {
  let guide: ConcertGuide

  var body: some View {
    List(guide.concerts, id: \.self) { Text($0) }
      .overlay {
        if guide.concerts.isEmpty {
          ContentUnavailableView("No Concerts", systemImage: "music.mic") // expect: empty-state-during-loading
        }
      }
  }
}

struct VenuesTab: View {
  @State private var guide = ConcertGuide()

  var body: some View {
    Group {
      if guide.isLoading {
        ProgressView()
      } else {
        VenueList(guide: guide)
      }
    }
    .task { await guide.load() }
  }
}

// Shown only once the guide has loaded.
struct VenueList: View {
  let guide: ConcertGuide

  var body: some View {
    if guide.venues.isEmpty {
      ContentUnavailableView("No Venues", systemImage: "building.columns")
    } else {
      List(guide.venues, id: \.self) { Text($0) }
    }
  }
}

// Read by a view no load of this file places: nothing here says when the guide loads.
struct ConcertCount: View {
  @Environment(ConcertGuide.self) private var guide

  var body: some View {
    if guide.concerts.isEmpty {
      ContentUnavailableView("Nothing Scheduled", systemImage: "calendar")
    }
  }
}
