#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  extension AccessibilityHeadingLevel {
    /// The accessibility heading level of a core heading level.
    init(_ level: EmptyState.HeadingLevel) {
      self =
        switch level {
        case .h1: .h1
        case .h2: .h2
        case .h3: .h3
        case .h4: .h4
        case .h5: .h5
        case .h6: .h6
        }
    }
  }
#endif
