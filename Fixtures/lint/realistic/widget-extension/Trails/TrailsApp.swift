import SwiftUI

// A hiking app whose home-screen widget deploys to iOS 16.4 while the app deploys to iOS 17
// (Trails.xcodeproj beside this folder). Only the file both targets compile,
// Shared/TrailConditionsCard.swift, must guard the iOS 17 empty state.

@main
struct TrailsApp: App {
  var body: some Scene {
    WindowGroup {
      TrailListScreen()
    }
  }
}
