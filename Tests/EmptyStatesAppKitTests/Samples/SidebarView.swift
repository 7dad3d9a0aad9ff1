import AppKit
import EmptyStates
import EmptyStatesAppKit

/// A Mac sidebar: an outline view in a scroll view, with the list's state laid over it. Clicks
/// outside the state's buttons reach the outline view; the state follows the load state.
final class SidebarView: NSView {
  let scrollView = NSScrollView(frame: .zero)
  let outlineView = NSOutlineView(frame: .zero)
  private(set) var folders: LoadState<[String]> = .loading {
    didSet {
      emptyState.presentation = .resolve(folders)
      outlineView.reloadData()
    }
  }
  private lazy var emptyState = EmptyStateContentView(.resolve(folders)) { [weak self] action in
    if action.id == .retry { await self?.load() }
  }

  override init(frame frameRect: CGRect) {
    super.init(frame: frameRect)
    scrollView.documentView = outlineView
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    emptyState.translatesAutoresizingMaskIntoConstraints = false
    addSubview(scrollView)
    addSubview(emptyState)  // after the scroll view: over it
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
      emptyState.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      emptyState.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      emptyState.topAnchor.constraint(equalTo: scrollView.topAnchor),
      emptyState.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  /// Loads the folders, keeping the old ones on screen while it runs.
  func load() async {
    folders.beginLoading()
    folders = .loaded(["Inbox", "Archive"])
  }
}
