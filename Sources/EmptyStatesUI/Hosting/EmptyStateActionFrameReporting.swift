#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Reports an action button's frame to the environment's ``EmptyStateActionFrameReporter``
  /// whenever it changes; changes nothing where there is none (every SwiftUI app).
  struct EmptyStateActionFrameReporting: ViewModifier {
    let id: EmptyState.Action.ID
    @Environment(\.emptyStateActionFrameReporter) private var reporter

    @ViewBuilder func body(content: Content) -> some View {
      if let reporter {
        content.background {
          GeometryReader { proxy in
            let frame = proxy.frame(in: .named(EmptyStateHostedContent.coordinateSpaceName))
            Color.clear.task(id: frame) { await reporter.report(id, frame) }
          }
        }
      } else {
        content
      }
    }
  }
#endif
