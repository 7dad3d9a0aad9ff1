// rejected-on: ios tvos
// checked-on: ios tvos visionos
// compiled-into: EmptyStatesUIKit
// The UIKit layer supports iOS 15 and tvOS 15: a UIContentUnavailableConfiguration made inside
// it without an availability check is an error there, and fine on visionOS, which has it from
// 1.0 — so the layer's own extension must say iOS 17 and tvOS 17, and it does.
import EmptyStates
import UIKit

@MainActor
func plantedLayerConfiguration(_ state: LocalizedEmptyState) -> UIContentUnavailableConfiguration
{
  var configuration = UIContentUnavailableConfiguration.empty()
  configuration.text = state.title
  return configuration
}
