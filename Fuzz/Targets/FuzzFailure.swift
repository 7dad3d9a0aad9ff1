import EmptyStates
import Foundation

/// An error made from the fuzzer's bytes for the `presentation` target, with the reason the
/// documentation of ``FailureReason`` gives it where it names one.
struct FuzzFailure {
  /// An error of an HTTP client.
  struct Status: HTTPStatusError {
    var httpStatusCode: Int
  }

  /// An error that says its own reason, with a status code that may say another.
  struct Provided: FailureReasonProviding, HTTPStatusError {
    var failureReason: FailureReason
    var httpStatusCode: Int
  }

  /// An error of the app's own, which no rule knows.
  struct Unknown: Error {}

  /// The error a load throws.
  let error: any Error
  /// The reason the documentation gives `error`, or `nil` where it names none.
  let expected: FailureReason?
  /// What the error is, for a report.
  let summary: String

  /// The status codes around every boundary the documentation draws.
  private static let statusCodes = [
    Int.min, -1, 0, 200, 304, 399, 400, 401, 403, 404, 407, 408, 410, 418, 429, 499, 500, 502, 503,
    504, 599, 600, 999, Int.max,
  ]

  /// URL loading errors whose reason the documentation names.
  private static let urlErrors: [(URLError.Code, FailureReason)] = [
    (.cancelled, .cancelled), (.notConnectedToInternet, .offline), (.timedOut, .timedOut),
    (.badServerResponse, .server), (.fileDoesNotExist, .notFound),
  ]

  /// An error read from `input`; `depth` bounds the chain of underlying errors.
  init(_ input: inout FuzzInput, depth: Int = 0) {
    switch input.int(in: 0...6) {
    case 0:
      self.init(error: CancellationError(), expected: .cancelled, summary: "CancellationError")
    case 1:
      let (code, reason) = input.pick(Self.urlErrors)
      self.init(error: URLError(code), expected: reason, summary: "URLError \(code.rawValue)")
    case 2:
      let code = input.bool() ? input.pick(Self.statusCodes) : input.int(in: 0...999)
      self.init(
        error: Status(httpStatusCode: code), expected: Self.documentedReason(status: code),
        summary: "HTTP \(code)")
    case 3:
      let reason = input.pick(FailureReason.allCases)
      let code = input.pick(Self.statusCodes)
      self.init(
        error: Provided(failureReason: reason, httpStatusCode: code), expected: reason,
        summary: "\(reason.rawValue) said by the error, HTTP \(code)")
    case 4, 5:
      let known = [NSURLErrorDomain, NSCocoaErrorDomain, NSPOSIXErrorDomain]
      let domain = input.bool() ? input.pick(known) : input.string()
      let code = input.int(in: -2_000...2_000)
      let underlying = depth < 3 && input.bool() ? FuzzFailure(&input, depth: depth + 1) : nil
      let userInfo = underlying.map { [NSUnderlyingErrorKey: $0.error] } ?? [:]
      // An NSError of a domain no rule knows is classified by its underlying error, if any.
      let expected = known.contains(domain) ? nil : underlying.map(\.expected) ?? .other
      self.init(
        error: NSError(domain: domain, code: code, userInfo: userInfo), expected: expected,
        summary: "NSError \(domain.debugDescription) \(code)"
          + (underlying.map { " over \($0.summary)" } ?? ""))
    default:
      self.init(error: Unknown(), expected: .other, summary: "an error of the app's own")
    }
  }

  private init(error: any Error, expected: FailureReason?, summary: String) {
    self.error = error
    self.expected = expected
    self.summary = summary
  }

  /// The reason ``FailureReason``'s cases document for an HTTP status: 401 and 407 sign in, 403
  /// is forbidden, 404 and 410 are not found, 408 and 504 (Gateway Timeout) timed out, 429 and
  /// the other 5xx the server's, any other error status other — and a status below 400, which
  /// is no HTTP error, other too, as any error no rule knows.
  static func documentedReason(status: Int) -> FailureReason {
    let named: [Int: FailureReason] = [
      401: .unauthorized, 407: .unauthorized, 403: .forbidden, 404: .notFound, 410: .notFound,
      408: .timedOut, 504: .timedOut, 429: .server,
    ]
    return named[status] ?? ((500..<600).contains(status) ? .server : .other)
  }
}
