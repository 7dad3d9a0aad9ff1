#if canImport(UIKit) && !os(watchOS)
  import EmptyStates
  import EmptyStatesUIKit
  import UIKit

  // snippet: uikit-configuration
  @available(iOS 17.0, tvOS 17.0, *)  // or an app whose deployment target is iOS 17
  final class InboxViewController: UIViewController {
    var messages: LoadState<[String]> = .loading {
      didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }

    override func updateContentUnavailableConfiguration(
      using state: UIContentUnavailableConfigurationState
    ) {
      // nil while the messages show; "Loading…", "No Results for “…”" or the failure otherwise
      contentUnavailableConfiguration = UIContentUnavailableConfiguration(
        .resolve(messages, query: state.searchText)
      ) { [weak self] action in
        if action.id == .retry { await self?.reload() }
      }
    }
  }
  // end snippet

  @available(iOS 17.0, tvOS 17.0, *)
  extension InboxViewController {
    fileprivate func reload() async {
      messages.beginLoading()
      messages = .loaded([])
    }
  }
#endif
