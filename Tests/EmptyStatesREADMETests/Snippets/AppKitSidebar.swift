#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import EmptyStates
  import EmptyStatesAppKit

  @MainActor
  func sidebar(scrollView: NSScrollView, in container: NSView) -> EmptyStateContentView {
    // snippet: appkit-sidebar
    let emptyState = EmptyStateContentView(.progress) { action in
      if action.id == .retry { await FolderStore.shared.reload() }
    }
    emptyState.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(emptyState)  // after the scroll view: over it
    NSLayoutConstraint.activate([
      emptyState.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      emptyState.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      emptyState.topAnchor.constraint(equalTo: scrollView.topAnchor),
      emptyState.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
    ])
    // whenever the folders' load state changes:
    emptyState.presentation = .resolve(FolderStore.shared.folders)
    // end snippet
    return emptyState
  }

  @MainActor
  final class FolderStore {
    static let shared = FolderStore()
    var folders: LoadState<[String]> = .loading
    func reload() async { folders = .loaded([]) }
  }
#endif
