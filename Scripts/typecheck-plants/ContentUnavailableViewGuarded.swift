// rejected-on:
// The same view behind the checks Apple's availability asks for: accepted everywhere.
import SwiftUI

struct PlantedGuardedEmptyInbox: View {
  var body: some View {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
      ContentUnavailableView("No Mail", systemImage: "tray")
    } else {
      Text("No Mail")
    }
  }
}
