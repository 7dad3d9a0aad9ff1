// rejected-on: ios tvos visionos
// checked-on: ios tvos visionos
// rejected-for: main actor-isolated
// UIKit's views are main-actor (`NS_SWIFT_UI_ACTOR`): adding a subview from a nonisolated
// function is an error in Swift 6, in every generation.
import UIKit

nonisolated func plantedAddBackground(to view: UIView) {
  view.addSubview(UIView(frame: .zero))
}
