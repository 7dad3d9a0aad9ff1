import EmptyStates
import EmptyStatesUIKit
import UIKit

/// A table view controller whose background shows the list's state: "Loading…" during the first
/// load, "No Groceries" when the list is empty, "You're Offline" with Try Again when the load
/// fails — and nothing over the rows, whose headers, scrolling and pull-to-refresh keep every
/// touch outside the state's buttons.
final class GroceriesTableViewController: UITableViewController {
  private(set) var groceries: LoadState<[String]> = .loading {
    didSet {
      // The state drives the background; no `reloadData()` needed for it.
      emptyState.presentation = .resolve(groceries)
      tableView.reloadData()
    }
  }

  private lazy var emptyState = EmptyStateContentView(.resolve(groceries)) { [weak self] action in
    if action.id == .retry { await self?.load() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.backgroundView = emptyState
    Task { await load() }
  }

  /// Loads the list, keeping the old rows on screen while it runs.
  func load() async {
    groceries.beginLoading()
    do {
      groceries = .loaded(try await GroceryStore.fetch())
    } catch {
      groceries.finish(.failure(error))
    }
  }
}

/// Where the sample's groceries come from.
enum GroceryStore {
  static func fetch() async throws -> [String] { ["Milk", "Eggs"] }
}
