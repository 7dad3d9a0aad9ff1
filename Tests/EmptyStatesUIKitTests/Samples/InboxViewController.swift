import EmptyStates
import EmptyStatesUIKit
import UIKit

/// UIKit's own content-unavailable view on iOS 17, tvOS 17 and visionOS, the package's view
/// below: the same decision either way, updated from the load state and the search field.
final class InboxViewController: UIViewController {
  var messages: LoadState<[String]> = .loading {
    didSet { showState() }
  }

  private lazy var fallback = EmptyStateContentView(.resolve(messages)) { [weak self] action in
    await self?.run(action)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if #unavailable(iOS 17.0, tvOS 17.0) {
      fallback.frame = view.bounds
      view.addSubview(fallback)
    }
    showState()
  }

  private func showState() {
    if #available(iOS 17.0, tvOS 17.0, *) {
      setNeedsUpdateContentUnavailableConfiguration()
    } else {
      fallback.presentation = .resolve(messages)
    }
  }

  @available(iOS 17.0, tvOS 17.0, *)
  override func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
    let presentation = Presentation.resolve(messages, query: state.searchText)
    contentUnavailableConfiguration = UIContentUnavailableConfiguration(presentation) {
      [weak self] action in
      await self?.run(action)
    }
  }

  private func run(_ action: EmptyState.Action) async {
    if action.id == .retry {
      messages.beginLoading()
      messages = .loaded([])
    }
  }
}
