// rejected-on: watchos
// checked-on: watchos
// watchOS's UIKit is a small one (colors, images, geometry, accessibility constants): it has no
// UIContentUnavailableConfiguration, whatever the version asked for.
import UIKit

@available(watchOS 10.0, *)
func plantedWatchConfiguration() -> String? {
  UIContentUnavailableConfiguration.empty().text
}
