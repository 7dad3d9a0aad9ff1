#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Measures the room an empty state is given, in its background, and reports the size
  /// (`EmptyStateMetrics.Size`) the platform's thresholds choose for it: what
  /// `.emptyStateSizesToFit()` reads. Named for the size it reports, not for the room it
  /// measures, so it is not read as a part of ``EmptyStateContainer``.
  ///
  /// No layout loop: it measures the frame the state fills, and the thresholds never choose a
  /// smaller size for a bigger room, so a state that grows with its size settles at once.
  struct EmptyStateSizeReader: View {
    let thresholds: EmptyStateMetrics.SizeThresholds
    @Binding var fitted: EmptyStateMetrics.Size?

    var body: some View {
      GeometryReader { proxy in
        // A room of another size gives the view another identity, which appears again: no
        // `onChange(of:)`, whose every form is deprecated or too new somewhere.
        let size = fit(proxy.size)
        Color.clear
          .onAppear { fitted = size }
          .id(size)
      }
      // A measure, not a part: no touch nor VoiceOver stops at it.
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }

    /// The size for a room of `size` points.
    func fit(_ size: CGSize) -> EmptyStateMetrics.Size {
      thresholds.size(width: Double(size.width), height: Double(size.height))
    }
  }
#endif
