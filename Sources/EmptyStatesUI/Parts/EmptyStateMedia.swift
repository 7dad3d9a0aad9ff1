#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// How a composed empty state's media is framed: `.regular` as it is, `.icon` in a rounded,
  /// muted square.
  public typealias EmptyStateMediaVariant = EmptyState.Media.Variant

  /// The picture of a composed empty state: a symbol in a rounded square (`.icon`), or any view
  /// as it is (`.regular`) — an avatar, an illustration. Assistive technology skips it.
  ///
  /// In an ``EmptyStateHeader``, whose parts stand the metrics' title-to-description gap apart,
  /// it adds the rest of the media-to-title gap below itself.
  public struct EmptyStateMedia<Content: View> {
    let variant: EmptyStateMediaVariant
    let content: () -> Content
    @Environment(\.emptyStateMetrics) private var metrics

    /// Creates the media part.
    ///
    /// - Parameters:
    ///   - variant: How the content is framed.
    ///   - content: The picture, such as `Image(systemName: "folder")`.
    public nonisolated init(
      variant: EmptyStateMediaVariant = .regular, @ViewBuilder content: @escaping () -> Content
    ) {
      self.variant = variant
      self.content = content
    }

    /// The framed picture, hidden from assistive technology.
    @ViewBuilder @MainActor public var body: some View {
      EmptyStateMediaFrame(variant: variant, content: content)
        .padding(.bottom, CGFloat(metrics.mediaToTitle - metrics.titleToDescription))
        .accessibilityHidden(true)
        .accessibilityIdentifier(EmptyStateIdentifier.media)
        .emptyStateContainerPart(.label)
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateMedia: View {}
#endif
