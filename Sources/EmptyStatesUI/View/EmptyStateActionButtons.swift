#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// A button per localized action. A tapped action's handler runs as a task, with the action
  /// as the app made it; every button is disabled until it ends, so a Retry cannot start a
  /// second load.
  struct EmptyStateActionButtons: View {
    let actions: [LocalizedEmptyState.Action]
    /// The same actions as the app made them, which the handler gets.
    let originals: [EmptyState.Action]
    let handler: (@MainActor (EmptyState.Action) async -> Void)?
    @State private var running: EmptyState.Action.ID?
    @Environment(\.openURL) private var openURL

    /// A button per action of `actions`, whose taps call `handler` with the matching original.
    init(
      actions: [LocalizedEmptyState.Action], originals: [EmptyState.Action],
      handler: (@MainActor (EmptyState.Action) async -> Void)?
    ) {
      // Written out: with Xcode 27's `@State` macro, a type whose `@State` starts with a value
      // gets no memberwise initializer.
      self.actions = actions
      self.originals = originals
      self.handler = handler
    }

    var body: some View {
      ForEach(actions) { action in
        Button(role: Self.buttonRole(action.role)) {
          run(action)
        } label: {
          if let symbol = action.symbol {
            SwiftUI.Label(action.title, systemImage: symbol)
          } else {
            Text(verbatim: action.title)
          }
        }
        .modifier(EmptyStateActionButtonStyle(role: action.role))
        .disabled(running != nil)
        .modifier(EmptyStateActionFocus(prefersDefaultFocus: action.id == actions.first?.id))
        .accessibilityIdentifier(EmptyStateIdentifier.action(action.id))
        .modifier(EmptyStateActionFrameReporting(id: action.id))
      }
    }

    /// Runs an action's work, unless another action's is still running.
    func run(_ action: LocalizedEmptyState.Action) {
      guard running == nil else { return }
      if let handler, let original = originals.first(where: { $0.id == action.id }) {
        running = action.id
        Task { @MainActor in
          await handler(original)
          running = nil
        }
      } else if let url = action.url {
        openURL(url)
      }
    }

    static func buttonRole(_ role: EmptyState.Action.Role) -> ButtonRole? {
      switch role {
      case .destructive: .destructive
      case .cancel: .cancel
      case .primary, .secondary, .link: nil
      }
    }
  }

  /// The look of an action's button: prominent for the primary action (Liquid Glass on iOS 26
  /// and macOS 26, bordered prominent before), bordered for the others, borderless for links.
  struct EmptyStateActionButtonStyle: ViewModifier {
    let role: EmptyState.Action.Role

    func body(content: Content) -> some View {
      switch role {
      case .primary:
        content.emptyStateProminentButtonStyle()
      case .link:
        content.emptyStateBorderlessButtonStyle()
      case .secondary, .destructive, .cancel:
        content.buttonStyle(.bordered)
      }
    }
  }
#endif
