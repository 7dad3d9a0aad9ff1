// rejected-on: macos
// checked-on: macos
// rejected-for: main actor-isolated
// AppKit's views are main-actor (`NS_SWIFT_UI_ACTOR`): adding a subview from a nonisolated
// function is an error in Swift 6, in every generation.
import AppKit

nonisolated func plantedAddOverlay(to view: NSView) {
  view.addSubview(NSView(frame: .zero))
}
