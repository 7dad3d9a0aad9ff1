// rejected-on: visionos ios@sdk18 tvos@sdk18
// checked-on: ios tvos visionos
// `UIButton.Configuration.glass()` is iOS 26 / tvOS 26 and not on visionOS: behind `if
// #available` alone it builds with the 26 and 27 SDKs, not with the 18 SDK (which has no such
// member), and never for visionOS.
import UIKit

@MainActor
func plantedGlassButton() -> UIButton {
  if #available(iOS 26.0, tvOS 26.0, *) {
    return UIButton(configuration: .glass())
  } else {
    return UIButton(configuration: .filled())
  }
}
