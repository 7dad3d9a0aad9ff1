#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  extension EnvironmentValues {
    /// The localizer of the environment's locale: the one place the SwiftUI layer makes one, so
    /// every state, presentation and progress label is localized alike.
    var emptyStateLocalizer: EmptyStateLocalizer {
      EmptyStateLocalizer(locale: locale)
    }
  }
#endif
