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
  /// - Parameters:
  ///   - error: The error a load threw.
  ///   - showsErrorDescription: Replace the description with the error's `localizedDescription`;
  ///     for errors whose text the app wrote for people (a `LocalizedError` of its own).
  public init?(failure error: any Error, showsErrorDescription: Bool = false) {
    guard let preset = FailureReason(classifying: error).preset else { return nil }
    self = preset.emptyState()
    if showsErrorDescription {
      description = .verbatim(error.localizedDescription)
    }
  }
}
