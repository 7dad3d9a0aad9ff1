// rejected-on:
// checked-on: ios tvos visionos macos
// What an app does to show a SwiftUI view in UIKit and AppKit: accepted wherever each exists.
import SwiftUI

#if os(macOS)
  import AppKit
#else
  import UIKit
#endif

struct PlantedRow: View {
  var body: some View { Text("Row") }
}

#if os(macOS)
  @MainActor
  func plantedHost(in scrollView: NSScrollView) {
    let host = NSHostingView(rootView: PlantedRow())
    host.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(host)
    NSLayoutConstraint.activate([
      host.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
      host.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
    ])
  }
#else
  @MainActor
  func plantedHost(in tableView: UITableView, parent: UIViewController) {
    let host = UIHostingController(rootView: PlantedRow())
    parent.addChild(host)
    tableView.backgroundView = host.view
    host.didMove(toParent: parent)
    UIAccessibility.post(notification: .layoutChanged, argument: host.view)
  }
#endif
