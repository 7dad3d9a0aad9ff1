import SwiftUI

struct TripsList: View {
  @State private var trips: [String] = []

  var body: some View {
    List(trips, id: \.self) { Text($0) }
      .overlay {
        if trips.isEmpty {
          ContentUnavailableView("No Trips", systemImage: "airplane") // expect: empty-state-during-loading
        }
      }
      .tripDataTask { trips = await TripsAPI.upcoming() }
  }
}
