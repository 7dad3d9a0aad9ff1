// rejected-on: ios macos tvos watchos visionos
// onScrollGeometryChange(for:of:action:) and ScrollGeometry are iOS 18, macOS 15, tvOS 18,
// watchOS 11 and visionOS 2: with no `if #available`, every deployment target we have rejects
// them.
import SwiftUI

struct PlantedPullFollower: View {
  @State private var pull: CGFloat = 0

  var body: some View {
    List { Text("Row") }
      .onScrollGeometryChange(for: CGFloat.self, of: { -$0.contentOffset.y }) { _, new in
        pull = new
      }
  }
}
