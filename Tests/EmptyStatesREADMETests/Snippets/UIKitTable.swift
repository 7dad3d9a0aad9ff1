#if canImport(UIKit) && !os(watchOS)
  import EmptyStates
  import EmptyStatesUIKit
  import UIKit

  // snippet: uikit-table
  final class NotesViewController: UITableViewController {
    var notes: LoadState<[String]> = .loading {
      didSet {
        emptyState.presentation = .resolve(notes)  // the state drives it, not reloadData()
        tableView.reloadData()
      }
    }
    private lazy var emptyState = EmptyStateContentView(.resolve(notes)) { [weak self] action in
      if action.id == .retry { await self?.load() }
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.backgroundView = emptyState  // headers, rows and pull-to-refresh keep working
      Task { await load() }
    }
  }
  // end snippet

  extension NotesViewController {
    fileprivate func load() async {
      notes.beginLoading()
      notes = .loaded([])
    }
  }
#endif
