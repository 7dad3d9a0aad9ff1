#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// An empty state sized for one row of a `List` or `Form` section — "No Favourites Yet" under
  /// its section's header — where ``EmptyStateView``, which fills its container, does not belong.
  ///
  /// The row keeps the list's own separators and insets and never stretches: the symbol beside
  /// the title, the description under it, small actions after, measured by the compact size of
  /// `EmptyStateMetrics` and set in the secondary colour, as the system's own empty sections are.
  /// VoiceOver reads the title and the description as one element (the section's header is the
  /// heading, so the row is not a second one), then each action; the symbol is silent unless the
  /// state labels it.
  ///
  /// ```swift
  /// List {
  ///   Section("Favourites") {
  ///     if favourites.isEmpty {
  ///       EmptyStateRow(
  ///         "No Favourites Yet", systemImage: "star",
  ///         description: Text("Recipes you star appear here."))
  ///     } else {
  ///       ForEach(favourites) { RecipeRow(recipe: $0) }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The initializers of ``EmptyStateView`` that suit a row: a title and an SF Symbol, the
  /// builder form (for an asset image or anything else), and an `EmptyState` value with an
  /// action handler.
  public struct EmptyStateRow<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions
    /// The `EmptyState` value the parts draw, or `nil` for parts the app made.
    let model: EmptyStateModelContent.Model?

    /// Creates an empty row from a label, a description and actions.
    ///
    /// - Parameters:
    ///   - label: The title and symbol, usually a `Label`.
    ///   - description: What will appear here, usually a `Text`.
    ///   - actions: The ways forward, usually `Button`s; they are drawn small.
    public nonisolated init(
      @ViewBuilder label: () -> Label,
      @ViewBuilder description: () -> Description = { EmptyView() },
      @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
      self.init(label: label(), description: description(), actions: actions(), model: nil)
    }

    nonisolated init(
      label: Label, description: Description, actions: Actions,
      model: EmptyStateModelContent.Model?
    ) {
      self.label = label
      self.description = description
      self.actions = actions
      self.model = model
    }

    /// The row: one view, so a list draws it as a single row.
    @ViewBuilder @MainActor public var body: some View {
      let layout = EmptyStateRowLayout(label: label, description: description, actions: actions)
      if let model {
        EmptyStateModelBody(model: model, content: AnyView(layout))
      } else {
        layout
      }
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateRow: View {}
#endif
