import SwiftUI

// Compiled by the app target only (iOS 17): ContentUnavailableView needs no check here.

struct Trail: Identifiable, Hashable {
  let id: UUID
  var name: String
  var lengthInKilometers: Double
  var conditions: TrailConditions?
}

@MainActor
final class TrailStore: ObservableObject {
  @Published private(set) var trails: [Trail] = []
  @Published private(set) var isLoading = false

  func load() async {
    isLoading = true
    defer { isLoading = false }
    trails = await TrailService.shared.savedTrails()
  }
}

struct TrailListScreen: View {
  @StateObject private var store = TrailStore()
  @State private var showsMap = false

  var body: some View {
    NavigationStack {
      List(store.trails) { trail in
        NavigationLink(value: trail) {
          LabeledContent(trail.name, value: trail.lengthInKilometers, format: .number)
        }
      }
      .navigationTitle("Trails")
      .navigationDestination(for: Trail.self) { trail in
        TrailDetailScreen(trail: trail)
      }
      .overlay {
        if store.isLoading {
          ProgressView()
        } else if store.trails.isEmpty {
          ContentUnavailableView {
            Label("No Saved Trails", systemImage: "figure.hiking")
          } description: {
            Text("Save a trail from the map to find it here, even offline.")
          } actions: {
            Button("Open Map") { showsMap = true }
          }
        }
      }
      .task { await store.load() }
      .sheet(isPresented: $showsMap) { TrailMap() }
    }
  }
}
