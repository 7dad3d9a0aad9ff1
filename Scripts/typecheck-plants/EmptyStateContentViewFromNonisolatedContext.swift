// rejected-on: ios tvos visionos
// checked-on: ios tvos visionos
// rejected-for: main actor-isolated
// EmptyStateContentView is a UIKit view, main-actor like every view: making one or setting its
// presentation from a nonisolated function is an error in Swift 6.
import EmptyStates
import EmptyStatesUIKit
import UIKit

nonisolated func plantedBackground(for state: LoadState<[String]>) -> EmptyStateContentView {
  let view = EmptyStateContentView(.progress)
  view.presentation = .resolve(state)
  return view
}
