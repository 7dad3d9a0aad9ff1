#if canImport(UIKit) && !os(watchOS)
  import EmptyStates
  import UIKit

  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  extension UIContentUnavailableConfiguration {
    /// UIKit's own content-unavailable view of an empty state: its title, description and symbol
    /// in the localizer's words, the first action in ``button``, the second in
    /// ``secondaryButton``, any more in the second button's menu (a long press shows the second
    /// action and every one after it). Each action keeps its role and its `EmptyState.Action.ID`
    /// (the `UIAction`'s identifier); its handler runs on the main actor.
    ///
    /// ```swift
    /// contentUnavailableConfiguration = UIContentUnavailableConfiguration(.offline) { action in
    ///   if action.id == .retry { await reload() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - emptyState: The state to show.
    ///   - localizer: The words; by default the current locale's, in the languages the app
    ///     ships.
    ///   - perform: Runs an action's work, on the main actor. Without it, an action with a URL
    ///     opens the URL.
    @MainActor
    public init(
      _ emptyState: EmptyState,
      localizer: EmptyStateLocalizer = EmptyStateDefaults.standard.localizer(for: .current),
      perform: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) {
      self.init(localizer.localize(emptyState), from: emptyState, perform: perform)
    }

    /// UIKit's own content-unavailable view of what a screen shows, or `nil` where the content
    /// shows: `.loading()` with the localized "Loading…" during the first load, the empty,
    /// no-results or failure state otherwise (see ``init(_:localizer:perform:)-(EmptyState,_,_)``).
    ///
    /// A failed refresh keeps the content (`Presentation.contentWithError`), so this is `nil`
    /// then too: show its notice where the rows stay visible, such as an
    /// `EmptyStateContentView(failure)` in the table's header or an alert.
    ///
    /// Set it from the view controller's own update, so that a change of state — and a change
    /// of the search field's text — asks for it again:
    ///
    /// ```swift
    /// var state: LoadState<[Note]> = .loading {
    ///   didSet { setNeedsUpdateContentUnavailableConfiguration() }
    /// }
    ///
    /// override func updateContentUnavailableConfiguration(
    ///   using state: UIContentUnavailableConfigurationState
    /// ) {
    ///   let presentation = Presentation.resolve(self.state, query: state.searchText)
    ///   contentUnavailableConfiguration = UIContentUnavailableConfiguration(presentation)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - presentation: What the screen shows.
    ///   - localizer: The words; by default the current locale's, in the languages the app
    ///     ships.
    ///   - perform: Runs an action's work, on the main actor. Without it, an action with a URL
    ///     opens the URL.
    @MainActor
    public init?(
      _ presentation: Presentation,
      localizer: EmptyStateLocalizer = EmptyStateDefaults.standard.localizer(for: .current),
      perform: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) {
      switch localizer.localize(presentation) {
      case .content, .contentWithError:
        return nil
      case .progress(let progress):
        self = .loading()
        text = progress.label
      case .unavailable(let state, _):
        self.init(state, from: presentation.emptyState, perform: perform)
      }
    }

    /// The configuration of a localized state whose actions the app made as `original`'s.
    @MainActor
    init(
      _ state: LocalizedEmptyState, from original: EmptyState?,
      perform: (@MainActor (EmptyState.Action) async -> Void)?
    ) {
      self = .empty()
      image = state.media.flatMap { media in
        media.symbolName.flatMap { UIImage(systemName: $0) }
          ?? media.imageName.flatMap { UIImage(named: $0) }
      }
      text = state.title
      secondaryText = state.description
      let actions = EmptyStateMenuActions(
        actions: state.actions, originals: original?.actions ?? [], perform: perform)
      if let first = state.actions.first {
        button = EmptyStateMenuActions.button(first)
        buttonProperties.primaryAction = actions.uiAction(first)
        buttonProperties.role = EmptyStateMenuActions.buttonRole(first.role)
      }
      if state.actions.count > 1 {
        let second = state.actions[1]
        secondaryButton = EmptyStateMenuActions.button(second)
        secondaryButtonProperties.primaryAction = actions.uiAction(second)
        secondaryButtonProperties.role = EmptyStateMenuActions.buttonRole(second.role)
        if state.actions.count > 2 {
          secondaryButtonProperties.menu = UIMenu(
            children: state.actions.dropFirst().map {
              actions.uiAction($0)
            })
        }
      }
    }
  }
#endif
