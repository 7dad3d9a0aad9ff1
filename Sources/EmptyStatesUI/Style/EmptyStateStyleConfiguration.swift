#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The parts of an empty state, for an ``EmptyStateStyle``.
  ///
  /// Every empty state has the same three parts, however it was made, as a `Label` has a title
  /// and an icon:
  ///
  /// | Part | ``EmptyStateView`` | ``EmptyStateContainer`` |
  /// |---|---|---|
  /// | ``label`` | the label: title and symbol | the ``EmptyStateMedia`` and ``EmptyStateTitle`` |
  /// | ``description`` | the description | the ``EmptyStateDescription`` |
  /// | ``actions`` | the actions | the ``EmptyStateContent`` |
  ///
  /// The same holds for a view made from an `EmptyState` value (a preset, a failure, a search),
  /// whose parts are its words in the environment's locale, and for the builder form.
  ///
  /// A style that only frames the state (a border, a card) shows ``content``, the parts already
  /// arranged; a style that arranges them itself places the parts (see ``EmptyStateStyle`` for
  /// both). They come as they are: the style gives the title its heading trait and its font,
  /// as the built-in styles do.
  public struct EmptyStateStyleConfiguration {
    /// The title with its symbol or picture: the label of an ``EmptyStateView``, or the media
    /// and title of an ``EmptyStateContainer``.
    public struct Label {
      let view: AnyView

      /// The label.
      @ViewBuilder @MainActor public var body: some View { view }
    }

    /// The text below the title: the description of an ``EmptyStateView``, or the
    /// ``EmptyStateDescription`` of an ``EmptyStateContainer``.
    public struct Description {
      let view: AnyView

      /// The description.
      @ViewBuilder @MainActor public var body: some View { view }
    }

    /// The ways forward: the actions of an ``EmptyStateView``, or the ``EmptyStateContent`` of
    /// an ``EmptyStateContainer``.
    public struct Actions {
      let view: AnyView

      /// The actions.
      @ViewBuilder @MainActor public var body: some View { view }
    }

    /// The parts arranged as the standard layout arranges them — or, for an
    /// ``EmptyStateContainer``, as the container composes them.
    public struct Content {
      let configuration: EmptyStateStyleConfiguration

      /// The arranged parts.
      @ViewBuilder @MainActor public var body: some View {
        switch configuration.source {
        case .view:
          EmptyStateStandardLayout(
            label: configuration.label, description: configuration.description,
            actions: configuration.actions)
        case .container(let composition):
          composition
        }
      }
    }

    /// What is being styled.
    enum Source {
      /// An ``EmptyStateView``; the flag says it is the search variant that reads the search
      /// field's text (`.search`).
      case view(isEnvironmentSearch: Bool)
      /// An ``EmptyStateContainer``, with its parts as it composes them.
      case container(AnyView)
    }

    /// The title with its symbol or picture.
    public let label: Label
    /// The text below the title.
    public let description: Description
    /// The ways forward.
    public let actions: Actions
    let source: Source

    init(label: some View, description: some View, actions: some View, source: Source) {
      // Over a scrolling view, the label and the description let drags through to it.
      self.label = Label(view: AnyView(label.modifier(EmptyStatePartHitTesting(part: .label))))
      self.description = Description(
        view: AnyView(description.modifier(EmptyStatePartHitTesting(part: .description))))
      self.actions = Actions(view: AnyView(actions))
      self.source = source
    }

    /// The parts arranged: by the standard layout (symbol, title, description, actions), or as
    /// an ``EmptyStateContainer`` composes them.
    public var content: Content { Content(configuration: self) }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateStyleConfiguration.Label: View {}
  extension EmptyStateStyleConfiguration.Description: View {}
  extension EmptyStateStyleConfiguration.Actions: View {}
  extension EmptyStateStyleConfiguration.Content: View {}
#endif
