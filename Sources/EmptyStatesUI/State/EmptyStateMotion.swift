#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// How changes between states animate.
  enum EmptyStateMotion {
    /// The motion's short fade, or none when the user asks for reduced motion.
    static func transition(_ motion: EmptyStateMetrics.Motion, reduceMotion: Bool) -> Animation? {
      reduceMotion ? nil : .easeInOut(duration: motion.transitionDuration)
    }
  }

  private struct EmptyStateMotionKey: EnvironmentKey {
    static let defaultValue = EmptyStateMetrics.Motion.standard
  }

  extension EnvironmentValues {
    /// How empty states move: the core's motion; tests put their own here to show that no view
    /// states a duration or an opacity of its own.
    var emptyStateMotion: EmptyStateMetrics.Motion {
      get { self[EmptyStateMotionKey.self] }
      set { self[EmptyStateMotionKey.self] = newValue }
    }
  }
#endif
