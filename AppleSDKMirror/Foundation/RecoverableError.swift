// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// An error that offers the user ways to recover. (Foundation's `RecoverableError`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public protocol RecoverableError: Error {
  /// The recovery options, as button titles.
  var recoveryOptions: [String] { get }
  /// Tries the option at an index; calls the handler with whether it recovered.
  func attemptRecovery(
    optionIndex recoveryOptionIndex: Int,
    resultHandler handler: @escaping (_ recovered: Bool) -> Void)
  /// Tries the option at an index; whether it recovered.
  func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension RecoverableError {
  public func attemptRecovery(
    optionIndex recoveryOptionIndex: Int,
    resultHandler handler: @escaping (_ recovered: Bool) -> Void
  ) {}
}
