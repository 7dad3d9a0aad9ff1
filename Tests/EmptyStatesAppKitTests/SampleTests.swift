import AppKit
import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesAppKit

/// The sidebar sample lays its state over the outline view's scroll view and follows the load
/// state.
@Suite @MainActor struct SampleTests {
  @Test func theSidebarShowsProgressThenItsFolders() async throws {
    let sidebar = SidebarView(frame: CGRect(x: 0, y: 0, width: 240, height: 600))
    #expect(sidebar.subviews.first === sidebar.scrollView)
    let overlay = try #require(sidebar.subviews.last as? EmptyStateContentView)
    #expect(overlay.presentation == .progress)
    await sidebar.load()
    #expect(overlay.presentation == .content)
  }
}
