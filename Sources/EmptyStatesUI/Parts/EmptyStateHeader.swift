#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The media, title and description of a composed empty state, stacked the metrics'
  /// title-to-description gap apart (``EmptyStateMedia`` keeps its own, larger gap below it).
  /// VoiceOver reads it as one element: the title as a heading, then the description; the media
  /// is skipped.
  public struct EmptyStateHeader<Content: View> {
    let content: () -> Content
    @Environment(\.emptyStateMetrics) private var metrics

    /// Creates a header.
    ///
    /// - Parameter content: ``EmptyStateMedia``, ``EmptyStateTitle`` and
    ///   ``EmptyStateDescription``, each optional.
    public nonisolated init(@ViewBuilder content: @escaping () -> Content) {
      self.content = content
    }

    /// The parts, stacked, read as one element.
    @ViewBuilder @MainActor public var body: some View {
      VStack(spacing: CGFloat(metrics.titleToDescription)) { content() }
        .frame(maxWidth: metrics.maxContentWidth.map { CGFloat($0) })
        .accessibilityElement(children: .combine)
        .modifier(EmptyStateHeaderArrangement(parts: content()))
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateHeader: View {}
#endif
