import SwiftUI

// Compiled by the app target only (iOS 17).

struct TrailDetailScreen: View {
  let trail: Trail
  var photos: [URL] = []

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        TrailConditionsCard(conditions: trail.conditions)
        if photos.isEmpty {
          ContentUnavailableView(
            "No Photos Yet", systemImage: "photo.on.rectangle",
            description: Text("Photos you take on this trail appear here."))
        } else {
          PhotoStrip(photos: photos)
        }
      }
      .padding()
    }
    .navigationTitle(trail.name)
  }
}
