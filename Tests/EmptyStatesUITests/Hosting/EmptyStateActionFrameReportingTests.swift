import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The buttons report their frames only where a UIKit or AppKit view asks (a reporter in the
/// environment): a SwiftUI app's tree gains nothing.
@Suite @MainActor struct EmptyStateActionFrameReportingTests {
  @Test func aSwiftUIAppsButtonsReportNothing() {
    let tree = _inspect(
      EmptyStateView(EmptyState.offline).environment(\.locale, Locale(identifier: "en")))
    #expect(!tree.texts.isEmpty)
    #expect(tree.modifiers(_TaskModifier.self).isEmpty)
  }

  @Test func eachButtonReportsItsFrameInTheHostedSpace() async {
    final class Received: @unchecked Sendable {
      var frames: [EmptyState.Action.ID: CGRect] = [:]
    }
    let received = Received()
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let state = EmptyState(
      "Nothing Here", systemImage: "tray",
      actions: [EmptyState.Action("Add", id: "add"), EmptyState.Action("Import", id: "import")])
    let hosted = EmptyStateHostedContent(
      presentation: .unavailable(state, reason: .empty), localizer: english, action: nil,
      reporter: EmptyStateActionFrameReporter { id, frame in received.frames[id] = frame })
    var environment = EnvironmentValues()
    environment._geometrySize = CGSize(width: 80, height: 44)
    let tree = _inspect(hosted, environment: environment)
    #expect(
      tree.attributes("coordinateSpace").first?.arguments["name"] as? AnyHashable
        == AnyHashable(EmptyStateHostedContent.coordinateSpaceName))
    for task in tree.modifiers(_TaskModifier.self) {
      nonisolated(unsafe) let task = task
      await task._run()
    }
    #expect(Set(received.frames.keys) == ["add", "import"])
    #expect(received.frames["add"]?.size == CGSize(width: 80, height: 44))
  }
}
