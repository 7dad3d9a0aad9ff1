// rejected-on:
// checked-on: ios tvos visionos
// The same configuration, set on a view controller, behind the check Apple's availability asks
// for: accepted everywhere UIKit has view controllers.
import UIKit

final class PlantedInboxController: UIViewController {
  func showEmptyState() {
    if #available(iOS 17.0, tvOS 17.0, *) {
      var configuration = UIContentUnavailableConfiguration.empty()
      configuration.text = "No Mail"
      configuration.buttonProperties.primaryAction = UIAction(title: "Retry") { _ in }
      contentUnavailableConfiguration = configuration
    } else {
      let background = UIView(frame: view.bounds)
      background.backgroundColor = .clear
      view.addSubview(background)
    }
  }
}
