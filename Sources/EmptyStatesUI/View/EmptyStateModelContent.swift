#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The parts of an ``EmptyStateView`` made from an `EmptyState` value: presets, states the
  /// core resolved, failures, searches. The view localizes the state once with the
  /// environment's locale, and each part draws its share of the localized state, in the
  /// locale's writing direction.
  ///
  /// Like SwiftUI's `SearchUnavailableContent`, these name the view's generic parameters; you
  /// rarely write them.
  public enum EmptyStateModelContent {
    /// The title and media.
    public struct Label {
      @Environment(\.localizedEmptyState) private var state

      /// The title, with the state's symbol or image.
      @ViewBuilder @MainActor public var body: some View {
        if let state {
          SwiftUI.Label {
            Text(verbatim: state.title)
          } icon: {
            EmptyStateMediaView(media: state.media)
          }
          .environment(\.emptyStateMediaIsLabelled, state.media?.label != nil)
        }
      }
    }

    /// The description.
    public struct Description {
      @Environment(\.localizedEmptyState) private var state

      /// The description, when the state has one.
      @ViewBuilder @MainActor public var body: some View {
        if let description = state?.description {
          Text(verbatim: description)
        }
      }
    }

    /// The actions, as buttons that run the app's handler.
    public struct Actions {
      /// The state's actions, handed to the handler as the app made them.
      let actions: [EmptyState.Action]
      let handler: (@MainActor (EmptyState.Action) async -> Void)?
      @Environment(\.localizedEmptyState) private var state

      /// A button per action, in order.
      @ViewBuilder @MainActor public var body: some View {
        if let state {
          EmptyStateActionButtons(actions: state.actions, originals: actions, handler: handler)
        }
      }
    }

    /// What a view made from an `EmptyState` value shows.
    enum Model {
      /// Nothing: the value was a cancellation, which is no failure.
      case nothing
      /// This state, localized with the environment's locale when the view is drawn.
      case state(EmptyState)
      /// A state already localized, as an overlay localizes its whole presentation at once.
      case localized(LocalizedEmptyState)
    }
  }

  extension EmptyStateView
  where
    Label == EmptyStateModelContent.Label, Description == EmptyStateModelContent.Description,
    Actions == EmptyStateModelContent.Actions
  {
    /// Creates the view of an `EmptyState` value — a preset, a state the core resolved, or
    /// your own — localized with the environment's locale.
    ///
    /// ```swift
    /// EmptyStateView(.offline) { action in
    ///   if action.id == .retry { await store.reload() }
    /// }
    /// ```
    ///
    /// While the handler of a tapped action runs, every action button is disabled, so Retry
    /// cannot start a second load.
    ///
    /// - Parameters:
    ///   - state: What to show.
    ///   - action: Runs an action's work; when `nil`, an action with a URL opens it.
    public nonisolated init(
      _ state: EmptyState,
      action: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) {
      self.init(state: state, action: action, isEnvironmentSearch: false)
    }

    /// Creates the view of a failure, through the core's failure classification: Try Again for
    /// failures that may pass, Go Back, Sign In or Open Settings for those that cannot. A
    /// cancellation is not a failure: the view then shows nothing.
    ///
    /// ```swift
    /// case .failed(let error):
    ///   EmptyStateView(error: error) { _ in await load() }
    /// ```
    ///
    /// With `usesErrorText`, an error the app wrote for people supplies the copy (see
    /// `EmptyState(failure:usesErrorText:)`), and a `RecoverableError`'s recovery options
    /// become buttons: tapping one calls the error's `attemptRecovery(optionIndex:resultHandler:)`,
    /// then `action` with the option's action (`action.id.recoveryOption` is its index), so
    /// the app can load again.
    ///
    /// - Parameters:
    ///   - error: The error a load threw.
    ///   - usesErrorText: Take the copy and recovery options of an error the app wrote for
    ///     people.
    ///   - action: Runs an action's work.
    public nonisolated init(
      error: any Error,
      usesErrorText: Bool = false,
      action: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) {
      let state = EmptyState(failure: error, usesErrorText: usesErrorText)
      let recoverable = usesErrorText ? error as? any RecoverableError : nil
      let handler: (@MainActor (EmptyState.Action) async -> Void)?
      if let recoverable {
        handler = { tapped in
          if let option = tapped.id.recoveryOption {
            _ = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
              recoverable.attemptRecovery(optionIndex: option) { done.resume(returning: $0) }
            }
          }
          await action?(tapped)
        }
      } else {
        handler = action
      }
      self.init(state: state, action: handler, isEnvironmentSearch: false)
    }

    /// The view of a state, localized when drawn; of nothing for a cancellation (`nil`).
    nonisolated init(
      state: EmptyState?, action: (@MainActor (EmptyState.Action) async -> Void)?,
      isEnvironmentSearch: Bool
    ) {
      self.init(
        model: state.map { .state($0) } ?? .nothing, actions: state?.actions, action: action,
        isEnvironmentSearch: isEnvironmentSearch)
    }

    /// The view of a state already localized, as an overlay localizes its presentation.
    ///
    /// - Parameters:
    ///   - localized: What to draw.
    ///   - state: The state `localized` was localized from, whose actions the handler gets.
    ///   - action: Runs an action's work.
    nonisolated init(
      _ localized: LocalizedEmptyState, from state: EmptyState?,
      action: (@MainActor (EmptyState.Action) async -> Void)?
    ) {
      self.init(
        model: .localized(localized), actions: state?.actions, action: action,
        isEnvironmentSearch: false)
    }

    private nonisolated init(
      model: EmptyStateModelContent.Model, actions: [EmptyState.Action]?,
      action: (@MainActor (EmptyState.Action) async -> Void)?, isEnvironmentSearch: Bool
    ) {
      self.init(
        label: EmptyStateModelContent.Label(), description: EmptyStateModelContent.Description(),
        actions: EmptyStateModelContent.Actions(actions: actions ?? [], handler: action),
        isEnvironmentSearch: isEnvironmentSearch, model: model)
    }

    /// "No Results": the standard state for a search that matched nothing. On iOS 17 and
    /// later it is SwiftUI's own `ContentUnavailableView.search`, which reads the search
    /// field's text; below, it reads "No Results".
    public nonisolated static var search: EmptyStateView<Label, Description, Actions> {
      EmptyStateView(state: .noResults(for: nil), action: nil, isEnvironmentSearch: true)
    }

    /// "No Results for “text”", with the locale's quotation marks; "No Results" when the text
    /// is blank, never "No Results for “”".
    ///
    /// - Parameter text: What the user searched for.
    /// - Returns: The no-results state.
    public nonisolated static func search(text: String) -> EmptyStateView<
      Label, Description, Actions
    > {
      EmptyStateView(state: .noResults(for: text), action: nil, isEnvironmentSearch: false)
    }

    /// "No Results for “text”" with actions — such as Clear Search, which SwiftUI's
    /// `ContentUnavailableView.search` cannot carry.
    ///
    /// ```swift
    /// EmptyStateView.search(text: query) {
    ///   Button("Clear Search") { query = "" }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - text: What the user searched for.
    ///   - actions: The ways forward.
    /// - Returns: The no-results state with the actions.
    public nonisolated static func search<A: View>(text: String, @ViewBuilder actions: () -> A)
      -> EmptyStateView<Label, Description, A>
    {
      EmptyStateView<Label, Description, A>(
        label: EmptyStateModelContent.Label(), description: EmptyStateModelContent.Description(),
        actions: actions(), isEnvironmentSearch: false, model: .state(.noResults(for: text)))
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateModelContent.Label: View {}
  extension EmptyStateModelContent.Description: View {}
  extension EmptyStateModelContent.Actions: View {}
#endif
