#if canImport(SwiftUI)
  import EmptyStates
  import Foundation

  /// Where an empty state hosted in a UIKit or AppKit view takes touches and clicks: inside its
  /// action buttons, and nowhere else.
  ///
  /// The hosted view (``EmptyStateHostedContent``) reports each button's frame; the UIKit and
  /// AppKit views answer hit tests with ``contains(_:)``, so that a table's headers, its rows,
  /// pull-to-refresh and scrolling keep every touch outside the buttons — the same parts SwiftUI's
  /// own overlays let through (``EmptyStateHitTesting/actionsOnly``). Each frame counts as at
  /// least the platform's least target (the core's `actionMinHeight`: 44 points on iOS), centred
  /// on the button, so a small borderless link stays easy to hit.
  package struct EmptyStateTouchTargets: Hashable, Sendable {
    /// The buttons' frames, in the hosted view's coordinates, by action.
    package private(set) var frames: [EmptyState.Action.ID: CGRect] = [:]
    /// The least width and height a target counts as.
    package let minimumSide: CGFloat

    /// No targets yet, with the least target of `platform`'s metrics.
    ///
    /// - Parameter platform: Whose metrics say the least target.
    package init(platform: EmptyStateMetrics.Platform) {
      minimumSide = CGFloat(EmptyStateMetrics(platform: platform).actionMinHeight)
    }

    /// Records where an action's button is now.
    package mutating func record(_ frame: CGRect, for action: EmptyState.Action.ID) {
      frames[action] = frame
    }

    /// Forgets the buttons of actions other than `actions`, as when another state replaces the
    /// one drawn. A button the new state keeps keeps its frame: SwiftUI reports a frame only
    /// when it changes, and the same action's button in the same place does not move.
    package mutating func keepOnly(_ actions: Set<EmptyState.Action.ID>) {
      frames = frames.filter { actions.contains($0.key) }
    }

    /// Whether a touch at `point` (in the hosted view's coordinates) belongs to a button.
    package func contains(_ point: CGPoint) -> Bool {
      frames.values.contains { target($0).contains(point) }
    }

    /// A button's frame grown, around its centre, to the least target.
    package func target(_ frame: CGRect) -> CGRect {
      let width = max(frame.width, minimumSide)
      let height = max(frame.height, minimumSide)
      return CGRect(
        x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }
  }
#endif
