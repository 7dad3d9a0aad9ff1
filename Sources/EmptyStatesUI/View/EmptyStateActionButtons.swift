#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// A button per action. A tapped action's handler runs as a task; every button is disabled
  /// until it ends, so a Retry cannot start a second load.
  struct EmptyStateActionButtons: View {
    let actions: [EmptyState.Action]
    let titles: [String]
    let handler: (@MainActor (EmptyState.Action) async -> Void)?
    @State private var running: EmptyState.Action.ID?
    @Environment(\.openURL) private var openURL

    var body: some View {
      ForEach(Array(zip(actions, titles)), id: \.0.id) { action, title in
        Button(role: Self.buttonRole(action.role)) {
          run(action)
        } label: {
          if let symbol = action.symbol {
            SwiftUI.Label(title, systemImage: symbol)
          } else {
            Text(verbatim: title)
          }
        }
        .modifier(EmptyStateActionButtonStyle(role: action.role))
        .disabled(running != nil)
        .accessibilityIdentifier(EmptyStateIdentifier.action(action.id))
      }
    }

    /// Runs an action's work, unless another action's is still running.
    func run(_ action: EmptyState.Action) {
      guard running == nil else { return }
      if let handler {
        running = action.id
        Task { @MainActor in
          await handler(action)
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
