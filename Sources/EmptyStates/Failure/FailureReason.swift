/// Why loading failed, as far as an empty state cares: it decides the copy, the symbol and
/// whether Try Again can help.
///
/// Classify any error with ``init(classifying:)``.
public enum FailureReason: String, Hashable, Sendable, CaseIterable, Codable {
  /// No network connection. Retryable.
  case offline
  /// The server took too long (HTTP 408, and 504 Gateway Timeout). Retryable.
  case timedOut = "timed-out"
  /// The server failed (HTTP 5xx but 504, 429 Too Many Requests, a response that could not be
  /// read). Retryable.
  case server
  /// The content does not exist (HTTP 404 and 410, a missing file). Trying again cannot help.
  case notFound = "not-found"
  /// The user must sign in (HTTP 401, and 407 to a proxy).
  case unauthorized
  /// The user or app lacks permission (HTTP 403, a file the app may not read).
  case forbidden
  /// The work was cancelled: not a failure, so no error is shown.
  case cancelled
  /// Anything else, such as any other HTTP error status. Retryable.
  case other

  /// Whether this is a failure to tell the user about; `false` only for ``cancelled``.
  public var isFailure: Bool {
    self != .cancelled
  }

  /// Whether trying the same work again may succeed.
  public var isRetryable: Bool {
    switch self {
    case .offline, .timedOut, .server, .other: true
    case .notFound, .unauthorized, .forbidden, .cancelled: false
    }
  }

  /// The preset that presents this reason, or `nil` for ``cancelled``.
  public var preset: EmptyState.Preset? {
    switch self {
    case .offline: .offline
    case .timedOut: .timedOut
    case .server: .serverError
    case .notFound: .notFound
    case .unauthorized: .signInRequired
    case .forbidden: .permissionDenied
    case .other: .loadFailed
    case .cancelled: nil
    }
  }

  /// The reason an HTTP status code gives, or `nil` for a status that is not an error (below 400).
  ///
  /// - Parameter httpStatusCode: The response's status code.
  public init?(httpStatusCode: Int) {
    switch httpStatusCode {
    case ..<400: return nil
    case 401, 407: self = .unauthorized
    case 403: self = .forbidden
    case 404, 410: self = .notFound
    case 408, 504: self = .timedOut
    case 429, 500...599: self = .server
    default: self = .other
    }
  }
}
