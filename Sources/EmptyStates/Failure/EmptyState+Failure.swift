import Foundation

extension EmptyState {
  /// The state that presents a failure, or `nil` when the error is a cancellation — which is
  /// not a failure and shows nothing.
  ///
  /// The copy is the preset of the error's ``FailureReason``: Try Again for failures that may
  /// pass, Go Back, Sign In or Open Settings for those that cannot. The error's own text never
  /// reaches the screen unless you ask for it, because system error text
  /// ("The operation couldn’t be completed…") is written for developers.
  ///
  /// ```swift
  /// EmptyState(failure: URLError(.notConnectedToInternet))?.title  // "You’re Offline"
  /// ```
  ///
  /// With `usesErrorText`, an error of the app's own that already describes itself supplies the
  /// words: a `LocalizedError`'s `errorDescription` becomes the title, its `failureReason` and
  /// `recoverySuggestion` the description, and a `RecoverableError`'s recovery options become
  /// actions (``EmptyState/Action/ID/recovery(_:)``) after the preset's own, which stay:
  /// classification still decides between Try Again, Go Back and Sign In. Text of the system's
  /// errors (`URLError`, `CocoaError`, `POSIXError`, `NSError`) and any text that reads like
  /// error boilerplate is never used; the preset's copy stays in its place.
  ///
  /// ```swift
  /// struct SyncPaused: LocalizedError, RecoverableError { … }
  /// EmptyState(failure: SyncPaused(), usesErrorText: true)
  /// // "Sync Paused" · "Your storage is full. Free some space to sync again." · [Try Again] [Manage Storage]
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error a load threw.
  ///   - usesErrorText: Take the copy and recovery options of an error the app wrote for
  ///     people; without a `LocalizedError`, its `localizedDescription` becomes the description
  ///     unless it is system text.
  public init?(failure error: any Error, usesErrorText: Bool = false) {
    guard let preset = FailureReason(classifying: error).preset else { return nil }
    self = preset.emptyState()
    guard usesErrorText, !FailureReason.isSystemError(error) else { return }
    if let described = error as? any LocalizedError {
      if let title = Self.usable(described.errorDescription) {
        self.title = .verbatim(title)
      }
      let sentences = [described.failureReason, described.recoverySuggestion].compactMap(
        Self.usable)
      if !sentences.isEmpty {
        description = .verbatim(sentences.joined(separator: " "))
      }
    } else if let text = Self.usable(error.localizedDescription) {
      description = .verbatim(text)
    }
    if let recoverable = error as? any RecoverableError {
      let options = recoverable.recoveryOptions.enumerated().compactMap { index, title in
        Self.usable(title).map { Action(.verbatim($0), id: .recovery(index), role: .secondary) }
      }
      actions += options
    }
  }

  /// Text an app wrote for people: not blank, and not error boilerplate.
  private static func usable(_ text: String?) -> String? {
    guard let text else { return nil }
    let shown = TextHygiene.displayable(text, newlines: .joined)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !shown.isEmpty, !CopyReview.containsRawError(shown) else { return nil }
    return shown
  }
}
