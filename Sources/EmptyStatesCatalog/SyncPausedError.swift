import Foundation

/// The error of the sync page: one an app wrote for people, with ways to recover, as the
/// catalog shows `usesErrorText` with.
package struct SyncPausedError: LocalizedError, RecoverableError {
  package init() {}

  package var errorDescription: String? { "Sync Paused" }
  package var failureReason: String? { "Your iCloud storage is full." }
  package var recoverySuggestion: String? { "Free up space or upgrade your plan to sync again." }
  package var recoveryOptions: [String] { ["Manage Storage", "Upgrade Plan"] }

  package func attemptRecovery(optionIndex: Int) -> Bool { false }
}
