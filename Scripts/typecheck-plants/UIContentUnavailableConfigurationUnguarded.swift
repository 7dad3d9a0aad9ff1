// rejected-on: ios tvos
// checked-on: ios tvos visionos
// UIContentUnavailableConfiguration is iOS 17, tvOS 17 and visionOS 1: built at our deployment
// targets (iOS 15, tvOS 15) with no `if #available`, it is an error on iOS and tvOS and fine on
// visionOS, which has it from 1.0.
import UIKit

@MainActor
func plantedEmptyConfiguration() -> any UIContentConfiguration {
  var configuration = UIContentUnavailableConfiguration.empty()
  configuration.text = "No Mail"
  configuration.image = UIImage(systemName: "tray")
  return configuration
}
