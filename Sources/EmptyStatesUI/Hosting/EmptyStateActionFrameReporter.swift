#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Where the action buttons of a hosted empty state report their frames, in the hosted view's
  /// coordinates (``EmptyStateHostedContent/coordinateSpaceName``): the UIKit and AppKit views
  /// keep them as their ``EmptyStateTouchTargets``.
  package struct EmptyStateActionFrameReporter: Sendable {
    /// Receives an action's button frame, on the main actor.
    let report: @MainActor @Sendable (EmptyState.Action.ID, CGRect) async -> Void

    /// A reporter calling `report` with each button's action and frame.
    package init(_ report: @escaping @MainActor @Sendable (EmptyState.Action.ID, CGRect) -> Void) {
      self.report = { id, frame in report(id, frame) }
    }
  }

  private struct EmptyStateActionFrameReporterKey: EnvironmentKey {
    static let defaultValue: EmptyStateActionFrameReporter? = nil
  }

  extension EnvironmentValues {
    /// Where the action buttons below report their frames; `nil` (SwiftUI apps) reports nothing.
    var emptyStateActionFrameReporter: EmptyStateActionFrameReporter? {
      get { self[EmptyStateActionFrameReporterKey.self] }
      set { self[EmptyStateActionFrameReporterKey.self] = newValue }
    }
  }
#endif
