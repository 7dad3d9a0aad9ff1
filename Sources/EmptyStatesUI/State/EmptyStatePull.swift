#if canImport(SwiftUI)
  import SwiftUI

  /// How far an overlaid empty state moves with the list under it, where the OS reports the
  /// list's scroll geometry (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2).
  ///
  /// Pulled down past its top, the list's content moves down and the refresh indicator appears
  /// above it; the overlaid state moves by as much, so it travels with the finger like native
  /// content and springs back with the list. Scrolled the other way it stays put: over the
  /// content a failed refresh keeps, the banner does not scroll away.
  enum EmptyStatePull {
    /// How far the scroll view is pulled down past its resting top: the overscroll,
    /// `-(contentOffset.y + contentInsets.top)`, or zero when it rests or scrolls up.
    ///
    /// One number, so the overlays' state changes only when the pull does.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated static func offset(for geometry: ScrollGeometry) -> CGFloat {
      max(0, -(geometry.contentOffset.y + geometry.contentInsets.top))
    }
  }
#endif
