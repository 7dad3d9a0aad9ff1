#if canImport(UIKit) && !os(watchOS)
  import EmptyStates
  import SwiftUI
  import UIKit

  /// A localized state's actions as UIKit actions: each titled in the state's words, with its
  /// symbol, its `EmptyState.Action.ID` as the identifier and its role as attributes, running
  /// the app's handler on the main actor with the action as the app made it — or, without a
  /// handler, opening the action's URL with SwiftUI's `OpenURLAction`, as the SwiftUI layer's
  /// buttons do (and in app extensions too, where `UIApplication.shared` is unavailable).
  @MainActor
  struct EmptyStateMenuActions {
    /// The state's actions, in order.
    let actions: [LocalizedEmptyState.Action]
    /// The same actions as the app made them, which the handler gets.
    let originals: [EmptyState.Action]
    /// Runs an action's work.
    let perform: (@MainActor (EmptyState.Action) async -> Void)?

    /// The UIKit action of `action`.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    func uiAction(_ action: LocalizedEmptyState.Action) -> UIAction {
      let original = originals.first { $0.id == action.id }
      let perform = perform
      return UIAction(
        title: action.title, image: action.symbol.flatMap { UIImage(systemName: $0) },
        identifier: UIAction.Identifier(action.id.rawValue),
        attributes: action.role == .destructive ? [.destructive] : []
      ) { _ in
        if let perform, let original {
          Task { await perform(original) }
        } else if let url = action.url {
          // SwiftUI's own action, as the SwiftUI layer's link buttons open theirs: unlike
          // `UIApplication.shared`, it is there in app extensions too.
          EnvironmentValues().openURL(url)
        }
      }
    }

    /// The button role of an action's role: UIKit draws primary, cancel and destructive buttons
    /// its own way.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    static func buttonRole(_ role: EmptyState.Action.Role) -> UIButton.Role {
      switch role {
      case .primary: .primary
      case .cancel: .cancel
      case .destructive: .destructive
      case .secondary, .link: .normal
      }
    }

    /// The look of an action's button, as the SwiftUI layer's: prominent for the primary action,
    /// borderless for links, bordered for the others.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    static func button(_ action: LocalizedEmptyState.Action) -> UIButton.Configuration {
      var button: UIButton.Configuration
      switch action.role {
      case .primary: button = .borderedProminent()
      case .link: button = .borderless()
      case .secondary, .destructive, .cancel: button = .bordered()
      }
      button.title = action.title
      button.image = action.symbol.flatMap { UIImage(systemName: $0) }
      return button
    }
  }
#endif
