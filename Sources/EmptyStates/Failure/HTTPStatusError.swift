/// An error that carries an HTTP status code, so ``FailureReason/init(classifying:)`` can tell a
/// 404 from a 503.
///
/// ```swift
/// struct APIError: HTTPStatusError {
///   var httpStatusCode: Int
/// }
/// FailureReason(classifying: APIError(httpStatusCode: 404))  // .notFound
/// ```
public protocol HTTPStatusError: Error {
  /// The response's HTTP status code.
  var httpStatusCode: Int { get }
}
