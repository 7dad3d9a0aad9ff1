import EmptyStates
import Foundation
import Testing
import UIKit

@testable import EmptyStatesUIKit

/// The samples, written as apps write them, do what their comments say: the state in the
/// background follows the load state and the search, with no `reloadData()` for it.
@Suite @MainActor struct SampleTests {
  @Test func theTableShowsProgressThenItsRows() async throws {
    let controller = GroceriesTableViewController(style: .plain)
    _ = controller.view
    let background = try #require(controller.tableView.backgroundView as? EmptyStateContentView)
    #expect(background.presentation == .progress)
    await controller.load()
    #expect(background.presentation == .content)
  }

  @Test func theGridSaysWhenNothingMatchesTheSearch() async throws {
    let controller = PhotosCollectionViewController(nibName: nil, bundle: nil)
    let grid = try #require(controller.view.subviews.first as? UICollectionView)
    let background = try #require(grid.backgroundView as? EmptyStateContentView)
    await controller.load()
    #expect(background.presentation == .content)
    controller.search("volcano")
    let photos = LoadState.loaded(["Beach", "Harbour", "Hills"])
    #expect(
      background.presentation == Presentation.resolve(photos, query: "volcano", matchCount: 0))
    let query = try #require(SearchQuery("volcano"))
    #expect(background.presentation.reason == .noResults(for: query))
    controller.search("")
    #expect(background.presentation == .content)
  }
}
