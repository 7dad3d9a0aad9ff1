// rejected-on: ios macos tvos watchos
// ContentUnavailableView is iOS 17, macOS 14, tvOS 17, watchOS 10 and visionOS 1: used with no
// `if #available`, it is an error below those, and fine on visionOS 1.
import SwiftUI

struct PlantedEmptyInbox: View {
  var body: some View {
    ContentUnavailableView("No Mail", systemImage: "tray")
  }
}
