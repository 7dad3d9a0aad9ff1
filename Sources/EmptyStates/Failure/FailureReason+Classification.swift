import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension FailureReason {
  /// Classifies any error.
  ///
  /// In order: an error adopting ``FailureReasonProviding`` says its own reason;
  /// `CancellationError` is ``cancelled``; `URLError`, ``HTTPStatusError``, `CocoaError` and
  /// `POSIXError` map by code; an `NSError` maps by domain and code, then by its underlying
  /// error; anything else is ``other``.
  ///
  /// ```swift
  /// FailureReason(classifying: URLError(.notConnectedToInternet))  // .offline
  /// FailureReason(classifying: CancellationError())                // .cancelled
  /// ```
  ///
  /// - Parameter error: The error a load threw.
  public init(classifying error: any Error) {
    self = Self.classify(error, depth: 0)
  }

  private static func classify(_ error: any Error, depth: Int) -> FailureReason {
    if let provider = error as? any FailureReasonProviding { return provider.failureReason }
    if error is CancellationError { return .cancelled }
    if let urlError = error as? URLError { return reason(for: urlError.code) }
    if let status = error as? any HTTPStatusError {
      return FailureReason(httpStatusCode: status.httpStatusCode) ?? .other
    }
    // CocoaError and POSIXError are matched by their bridged domain: on Linux `as? CocoaError`
    // succeeds for an NSError of any domain.
    let (domain, code, underlying) = bridged(error)
    let reason: FailureReason =
      switch domain {
      case NSURLErrorDomain: urlErrorCode(code).map(reason) ?? .other
      case NSCocoaErrorDomain: reason(for: CocoaError.Code(rawValue: code))
      case NSPOSIXErrorDomain:
        Int32(exactly: code).flatMap(POSIXErrorCode.init).map(reason) ?? .other
      default: .other
      }
    if reason == .other, let underlying, depth < 8 {
      return classify(underlying, depth: depth + 1)
    }
    return reason
  }

  /// Whether the system wrote the error's text, for developers more than for people: an
  /// `NSError`, or an error of the domains classified above by their code (URL loading, Cocoa,
  /// POSIX), rather than an error type of the app's own.
  static func isSystemError(_ error: any Error) -> Bool {
    if error is URLError || type(of: error as Any) is NSError.Type { return true }
    let (domain, _, _) = bridged(error)
    return domain == NSURLErrorDomain || domain == NSCocoaErrorDomain
      || domain == NSPOSIXErrorDomain
  }

  /// The domain, code and underlying error of an error bridged to `NSError` (a Swift error
  /// that adopts `CustomNSError` brings its own domain and code).
  private static func bridged(_ error: any Error) -> (String, Int, (any Error)?) {
    let nsError = error as NSError
    return (nsError.domain, nsError.code, nsError.userInfo[NSUnderlyingErrorKey] as? any Error)
  }

  /// `URLError.Code(rawValue:)` fails for unknown codes in FoundationNetworking, not on Darwin.
  private static func urlErrorCode(_ code: Int) -> URLError.Code? {
    URLError.Code(rawValue: code)
  }

  private static func reason(for code: URLError.Code) -> FailureReason {
    switch code {
    case .notConnectedToInternet, .networkConnectionLost, .cannotFindHost, .cannotConnectToHost,
      .dnsLookupFailed, .internationalRoamingOff, .callIsActive, .dataNotAllowed:
      .offline
    case .timedOut:
      .timedOut
    case .cancelled, .userCancelledAuthentication:
      .cancelled
    case .userAuthenticationRequired:
      .unauthorized
    case .noPermissionsToReadFile:
      .forbidden
    case .fileDoesNotExist, .redirectToNonExistentLocation, .resourceUnavailable:
      .notFound
    case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData,
      .zeroByteResource, .httpTooManyRedirects:
      .server
    default:
      .other
    }
  }

  private static func reason(for code: CocoaError.Code) -> FailureReason {
    switch code {
    case .fileNoSuchFile, .fileReadNoSuchFile: .notFound
    case .fileReadNoPermission, .fileWriteNoPermission: .forbidden
    case .userCancelled: .cancelled
    default: .other
    }
  }

  private static func reason(for code: POSIXErrorCode) -> FailureReason {
    switch code {
    case .ECANCELED: .cancelled
    case .ENOENT: .notFound
    case .EACCES, .EPERM: .forbidden
    case .ETIMEDOUT: .timedOut
    case .ENETDOWN, .ENETUNREACH, .ENETRESET, .EHOSTUNREACH, .EHOSTDOWN, .ENOTCONN, .ECONNRESET,
      .ECONNABORTED:
      .offline
    case .ECONNREFUSED: .server
    default: .other
    }
  }
}
