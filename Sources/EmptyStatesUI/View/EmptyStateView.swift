#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// An empty state: what a screen shows when it has nothing to show.
  ///
  /// The same generic shape and initializers as SwiftUI's `ContentUnavailableView`, on every
  /// OS version: on iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1 and later the automatic
  /// style draws the native view; below them, a backport laid out with the native metrics —
  /// Dynamic Type to the largest sizes, VoiceOver reading the title as a heading, then the
  /// description, then each action. Other styles (``EmptyStateStyle/outlined``,
  /// ``EmptyStateStyle/card``, ``EmptyStateStyle/compact``) apply everywhere.
  ///
  /// ```swift
  /// List(landmarks) { LandmarkRow(landmark: $0) }
  ///   .overlay {
  ///     if landmarks.isEmpty {
  ///       EmptyStateView {
  ///         Label("No Landmarks", systemImage: "mappin.slash")
  ///       } description: {
  ///         Text("Landmarks you save will appear here.")
  ///       } actions: {
  ///         Button("Browse Landmarks") { router.navigate(to: .browse) }
  ///       }
  ///     }
  ///   }
  /// ```
  ///
  /// On tvOS, the first action takes default focus, and a state without actions is focusable
  /// itself, so the Siri Remote always has somewhere to move from and can go back — no
  /// `.focusable()` to add by hand.
  ///
  /// Mirrors `ContentUnavailableView` (iOS 17); the native view is used from iOS 17 on.
  public struct EmptyStateView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions
    let isEnvironmentSearch: Bool
    /// The `EmptyState` value the parts draw, or `nil` for parts the app made.
    let model: EmptyStateModelContent.Model?
    @Environment(\.emptyStateStyle) private var style

    /// Creates an empty state from a label, a description and actions.
    ///
    /// - Parameters:
    ///   - label: The title and symbol, usually a `Label`.
    ///   - description: What will appear here or what to do next, usually a `Text`.
    ///   - actions: The ways forward, usually `Button`s.
    public nonisolated init(
      @ViewBuilder label: () -> Label,
      @ViewBuilder description: () -> Description = { EmptyView() },
      @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
      self.init(
        label: label(), description: description(), actions: actions(), isEnvironmentSearch: false,
        model: nil)
    }

    nonisolated init(
      label: Label, description: Description, actions: Actions, isEnvironmentSearch: Bool,
      model: EmptyStateModelContent.Model?
    ) {
      self.label = label
      self.description = description
      self.actions = actions
      self.isEnvironmentSearch = isEnvironmentSearch
      self.model = model
    }

    /// The empty state, drawn by the environment's ``EmptyStateStyle``.
    @ViewBuilder @MainActor public var body: some View {
      let styled = style.makeErasedBody(
        configuration: EmptyStateStyleConfiguration(
          label: label, description: description, actions: actions,
          source: .view(isEnvironmentSearch: isEnvironmentSearch)))
      Group {
        if let model {
          EmptyStateModelBody(model: model, content: styled)
        } else {
          styled
        }
      }
      .modifier(EmptyStateFocusScope(target: .target(hasActions: hasActions)))
    }

    /// Whether the state shows any action: the actions of its `EmptyState` value, or actions
    /// the app built.
    var hasActions: Bool {
      if let actions = actions as? EmptyStateModelContent.Actions {
        return !actions.actions.isEmpty
      }
      return Actions.self != EmptyView.self
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateView: View {}
#endif
