import Foundation
import Testing

@testable import EmptyStates

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct FailureReasonTests {
  static let urlErrors: [(URLError.Code, FailureReason)] = [
    (.notConnectedToInternet, .offline), (.networkConnectionLost, .offline),
    (.cannotFindHost, .offline), (.cannotConnectToHost, .offline), (.dnsLookupFailed, .offline),
    (.dataNotAllowed, .offline), (.internationalRoamingOff, .offline),
    (.timedOut, .timedOut),
    (.badServerResponse, .server), (.cannotParseResponse, .server), (.zeroByteResource, .server),
    (.fileDoesNotExist, .notFound), (.resourceUnavailable, .notFound),
    (.userAuthenticationRequired, .unauthorized),
    (.noPermissionsToReadFile, .forbidden),
    (.cancelled, .cancelled), (.userCancelledAuthentication, .cancelled),
    (.badURL, .other), (.secureConnectionFailed, .other),
  ]

  @Test(arguments: urlErrors)
  func classifiesURLErrors(code: URLError.Code, reason: FailureReason) {
    #expect(FailureReason(classifying: URLError(code)) == reason)
  }

  @Test(arguments: urlErrors)
  func classifiesNSErrorsInTheURLDomain(code: URLError.Code, reason: FailureReason) {
    let error = NSError(domain: NSURLErrorDomain, code: code.rawValue)
    #expect(FailureReason(classifying: error) == reason)
  }

  @Test func cancelledTaskIsCancelled() async {
    let task = Task {
      try await Task.sleep(nanoseconds: 60_000_000_000)
    }
    task.cancel()
    let result = await task.result
    guard case .failure(let error) = result else {
      Issue.record("a cancelled sleep must throw")
      return
    }
    #expect(FailureReason(classifying: error) == .cancelled)
    #expect(EmptyState(failure: error) == nil)
  }

  @Test func urlErrorCancelledShowsNothing() {
    #expect(FailureReason(classifying: URLError(.cancelled)) == .cancelled)
    #expect(EmptyState(failure: URLError(.cancelled)) == nil)
  }

  @Test(arguments: [
    (POSIXErrorCode.ECANCELED, FailureReason.cancelled), (.ENOENT, .notFound),
    (.EACCES, .forbidden),
    (.EPERM, .forbidden), (.ETIMEDOUT, .timedOut), (.ENETUNREACH, .offline),
    (.ECONNRESET, .offline),
    (.ECONNREFUSED, .server), (.EINVAL, .other),
  ])
  func classifiesPOSIXErrors(code: POSIXErrorCode, reason: FailureReason) {
    #expect(FailureReason(classifying: POSIXError(code)) == reason)
    let bridged = NSError(domain: NSPOSIXErrorDomain, code: Int(code.rawValue))
    #expect(FailureReason(classifying: bridged) == reason)
  }

  @Test(arguments: [
    (CocoaError.Code.fileReadNoSuchFile, FailureReason.notFound), (.fileNoSuchFile, .notFound),
    (.fileReadNoPermission, .forbidden), (.fileWriteNoPermission, .forbidden),
    (.userCancelled, .cancelled), (.fileReadCorruptFile, .other),
  ])
  func classifiesCocoaErrors(code: CocoaError.Code, reason: FailureReason) {
    #expect(FailureReason(classifying: CocoaError(code)) == reason)
    #expect(
      FailureReason(classifying: NSError(domain: NSCocoaErrorDomain, code: code.rawValue)) == reason
    )
  }

  struct HTTPFailure: HTTPStatusError {
    var httpStatusCode: Int
  }

  @Test(arguments: [
    (401, FailureReason.unauthorized), (403, .forbidden), (404, .notFound), (410, .notFound),
    (408, .timedOut), (504, .timedOut), (429, .server), (500, .server), (502, .server),
    (503, .server), (400, .other), (418, .other), (200, .other),
  ])
  func classifiesHTTPStatusErrors(status: Int, reason: FailureReason) {
    #expect(FailureReason(classifying: HTTPFailure(httpStatusCode: status)) == reason)
  }

  @Test func statusesBelow400AreNotFailures() {
    #expect(FailureReason(httpStatusCode: 204) == nil)
    #expect(FailureReason(httpStatusCode: 304) == nil)
  }

  struct Declared: FailureReasonProviding {
    var failureReason: FailureReason
  }

  @Test(arguments: FailureReason.allCases)
  func anErrorCanDeclareItsReason(reason: FailureReason) {
    #expect(FailureReason(classifying: Declared(failureReason: reason)) == reason)
  }

  @Test func followsTheUnderlyingError() {
    let underlying = NSError(
      domain: NSURLErrorDomain, code: URLError.Code.notConnectedToInternet.rawValue)
    let wrapper = NSError(
      domain: "com.example.sync", code: 7, userInfo: [NSUnderlyingErrorKey: underlying])
    #expect(FailureReason(classifying: wrapper) == .offline)
  }

  @Test func unknownErrorsAreOther() {
    struct Mystery: Error {}
    #expect(FailureReason(classifying: Mystery()) == .other)
    #expect(FailureReason(classifying: NSError(domain: "com.example", code: 1)) == .other)
    #expect(
      FailureReason(
        classifying: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "")))
        == .other)
  }

  @Test(arguments: FailureReason.allCases)
  func retryOnlyWhereTryingAgainCanHelp(reason: FailureReason) {
    let actions = reason.preset?.emptyState().actions.map(\.id) ?? []
    #expect(actions.contains(.retry) == (reason.isRetryable && reason.isFailure))
    switch reason {
    case .notFound: #expect(actions == [.goBack])
    case .unauthorized: #expect(actions == [.signIn])
    case .forbidden: #expect(actions == [.openSettings])
    case .cancelled: #expect(reason.preset == nil)
    default: #expect(actions == [.retry])
    }
  }

  @Test func failureStateUsesTheReasonsPreset() {
    #expect(EmptyState(failure: URLError(.notConnectedToInternet)) == .offline)
    #expect(EmptyState(failure: HTTPFailure(httpStatusCode: 404)) == .notFound)
    #expect(EmptyState(failure: HTTPFailure(httpStatusCode: 401)) == .signInRequired)
  }
}
