import EmptyStates
import EmptyStatesUIKit
import UIKit

/// A collection view fed by a diffable data source: the snapshot and the empty state are both
/// applied from the same load state, so a search or a load that empties the grid shows its
/// state without a `reloadData()`.
final class PhotosCollectionViewController: UIViewController {
  enum Section: Hashable, Sendable { case main }

  private let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  private lazy var dataSource = UICollectionViewDiffableDataSource<Section, String>(
    collectionView: collectionView
  ) { collectionView, indexPath, _ in
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }
  private let emptyState = EmptyStateContentView(.progress)
  private var photos: LoadState<[String]> = .loading
  private var query = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.backgroundView = emptyState
    view.addSubview(collectionView)
    emptyState.perform = { [weak self] action in
      switch action.id {
      case .retry: await self?.load()
      case .clearSearch: self?.search("")
      default: break
      }
    }
  }

  /// Filters the grid; the state says "No Results for “…”" when nothing matches.
  func search(_ text: String) {
    query = text
    show()
  }

  func load() async {
    photos.beginLoading()
    show()
    photos = .loaded(["Beach", "Harbour", "Hills"])
    show()
  }

  /// Applies the snapshot, then the state: one source for both.
  private func show() {
    let matches = (photos.value ?? []).filter {
      query.isEmpty || $0.localizedCaseInsensitiveContains(query)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(matches)
    dataSource.apply(snapshot, animatingDifferences: true)
    emptyState.presentation = .resolve(photos, query: query, matchCount: matches.count)
  }
}
