import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The sync page: an error the app describes writes the copy; its recovery options are buttons.
struct SyncPausedSample: CatalogSample {
  var error: any Error
  var sync: @MainActor () async -> Void = {}

  var body: some View {
    EmptyStateView(error: error, usesErrorText: true) { action in
      // Recovery buttons already called the error's attemptRecovery.
      if action.id == .retry || action.id.recoveryOption != nil { await sync() }
    }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    let state = EmptyState(failure: error, usesErrorText: true) ?? .loadFailed
    return renderer.render(state, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let state = EmptyState(failure: error, usesErrorText: true) ?? .loadFailed
      return EmptyStateContentView(state) { action in
        // A recovery option's button: the error tries to recover, then the app syncs again.
        if let option = action.id.recoveryOption, let error = error as? any RecoverableError {
          _ = error.attemptRecovery(optionIndex: option)
        }
        if action.id == .retry || action.id.recoveryOption != nil { await sync() }
      }
    }
  #endif
}
