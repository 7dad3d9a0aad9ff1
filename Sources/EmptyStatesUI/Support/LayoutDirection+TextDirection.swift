#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  extension LayoutDirection {
    /// The layout direction of a locale's writing direction.
    init(_ direction: EmptyState.TextDirection) {
      self =
        switch direction {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
  }
#endif
