#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// How changes between states animate.
  enum EmptyStateMotion {
    /// A short fade, or none when the user asks for reduced motion.
    static func transition(reduceMotion: Bool) -> Animation? {
      reduceMotion ? nil : .easeInOut(duration: 0.25)
    }
  }
#endif
