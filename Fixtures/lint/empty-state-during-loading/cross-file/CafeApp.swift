import SwiftUI

// The app fills its store as the window appears, and hands it to every view below.
@main
struct CafeApp: App {
  @StateObject private var store = CafeStore()

  var body: some Scene {
    WindowGroup {
      CafeRootView()
        .environmentObject(store)
        .task { await store.load() }
    }
  }
}
