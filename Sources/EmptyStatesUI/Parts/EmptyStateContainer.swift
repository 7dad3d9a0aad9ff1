#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// An empty state composed from parts, for layouts the initializers of ``EmptyStateView`` do
  /// not cover: several buttons in a row, an avatar, a link.
  ///
  /// ```swift
  /// EmptyStateContainer {
  ///   EmptyStateHeader {
  ///     EmptyStateMedia(variant: .icon) { Image(systemName: "folder") }
  ///     EmptyStateTitle("No Projects Yet")
  ///     EmptyStateDescription("Get started by creating your first project.")
  ///   }
  ///   EmptyStateContent {
  ///     Button("Create Project") { … }
  ///   }
  /// }
  /// ```
  ///
  /// Every part is optional. The container fills the space it is given and centres its content,
  /// so it works as a whole screen or as an `.overlay` on an empty list; the environment's
  /// ``EmptyStateStyle`` draws it. A style that frames the state shows the parts as composed
  /// (``EmptyStateStyleConfiguration/content``); a style that arranges the parts itself gets the
  /// media and title as the ``EmptyStateStyleConfiguration/label``, the description as the
  /// ``EmptyStateStyleConfiguration/description`` and the ``EmptyStateContent`` as the
  /// ``EmptyStateStyleConfiguration/actions``. Put every view in one of the parts: a view
  /// outside them belongs to none, and such a style would show it with each.
  public struct EmptyStateContainer<Content: View> {
    let content: () -> Content
    @Environment(\.emptyStateStyle) private var style

    /// Creates a container.
    ///
    /// - Parameter content: The parts: ``EmptyStateHeader`` and ``EmptyStateContent``.
    public nonisolated init(@ViewBuilder content: @escaping () -> Content) {
      self.content = content
    }

    /// The parts, drawn by the environment's style.
    @ViewBuilder @MainActor public var body: some View {
      let composition = EmptyStateContainerLayout(content: content())
        .environment(\.emptyStateContainerSlot, .composition)
      let configuration = EmptyStateStyleConfiguration(
        label: content().environment(\.emptyStateContainerSlot, .label),
        description: content().environment(\.emptyStateContainerSlot, .description),
        actions: content().environment(\.emptyStateContainerSlot, .actions),
        source: .container(AnyView(composition)))
      style.makeErasedBody(configuration: configuration)
    }
  }

  /// The parts stacked and centred with the metrics' gaps.
  struct EmptyStateContainerLayout<Content: View>: View {
    let content: Content
    @Environment(\.emptyStateMetrics) private var metrics

    var body: some View {
      VStack(spacing: CGFloat(metrics.textToActions)) { content }
        .multilineTextAlignment(.center)
        .padding(.vertical, CGFloat(metrics.verticalPadding))
        .padding(.horizontal, CGFloat(metrics.horizontalPadding))
        .accessibilityElement(children: .contain)
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateContainer: View {}
#endif
