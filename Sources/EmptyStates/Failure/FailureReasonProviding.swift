/// An error that says its own ``FailureReason``, overriding every other rule.
public protocol FailureReasonProviding: Error {
  /// Why the work failed.
  var failureReason: FailureReason { get }
}
