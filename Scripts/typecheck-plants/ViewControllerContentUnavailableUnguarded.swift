// rejected-on: ios tvos
// checked-on: ios tvos visionos
// `UIViewController.contentUnavailableConfiguration` and
// `setNeedsUpdateContentUnavailableConfiguration()` are iOS 17 / tvOS 17 / visionOS 1: used
// unguarded at iOS 15 and tvOS 15 they are errors, on visionOS they are not.
import UIKit

final class PlantedListController: UIViewController {
  func clearEmptyState() {
    contentUnavailableConfiguration = nil
    setNeedsUpdateContentUnavailableConfiguration()
  }
}
