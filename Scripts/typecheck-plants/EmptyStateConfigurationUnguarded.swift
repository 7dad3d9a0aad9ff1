// rejected-on: ios tvos
// checked-on: ios tvos visionos
// App code: the layer's `UIContentUnavailableConfiguration(_:localizer:perform:)` is iOS 17,
// tvOS 17 and visionOS 1 like the type it extends; called at iOS 15 or tvOS 15 without
// `if #available` it is an error, on visionOS it is not.
import EmptyStates
import EmptyStatesUIKit
import UIKit

final class PlantedNotesController: UIViewController {
  var notes: LoadState<[String]> = .loading

  func showState() {
    contentUnavailableConfiguration = nil
    _ = UIContentUnavailableConfiguration(Presentation.resolve(notes))
  }
}
