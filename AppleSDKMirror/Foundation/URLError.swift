/// A URL-loading error. (Foundation's `URLError`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct URLError: Error, Hashable, Sendable {
  public init(_ code: URLError.Code, userInfo: [String: Any] = [:]) { self.code = code }
  public let code: URLError.Code
  public static func == (lhs: URLError, rhs: URLError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  /// A URL-loading error's code. (Foundation's `URLError.Code`.)
  public struct Code: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
  }
}

// Foundation, iPhoneOS18.0.sdk: `extension URLError.Code` — the codes we read; each is as old
// as `URLError` except where marked.
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension URLError.Code {
  public static var unknown: URLError.Code { .init(rawValue: -1) }
  public static var cancelled: URLError.Code { .init(rawValue: -999) }
  public static var badURL: URLError.Code { .init(rawValue: -1000) }
  public static var timedOut: URLError.Code { .init(rawValue: -1001) }
  public static var unsupportedURL: URLError.Code { .init(rawValue: -1002) }
  public static var cannotFindHost: URLError.Code { .init(rawValue: -1003) }
  public static var cannotConnectToHost: URLError.Code { .init(rawValue: -1004) }
  public static var networkConnectionLost: URLError.Code { .init(rawValue: -1005) }
  public static var dnsLookupFailed: URLError.Code { .init(rawValue: -1006) }
  public static var httpTooManyRedirects: URLError.Code { .init(rawValue: -1007) }
  public static var resourceUnavailable: URLError.Code { .init(rawValue: -1008) }
  public static var notConnectedToInternet: URLError.Code { .init(rawValue: -1009) }
  public static var redirectToNonExistentLocation: URLError.Code { .init(rawValue: -1010) }
  public static var badServerResponse: URLError.Code { .init(rawValue: -1011) }
  public static var userCancelledAuthentication: URLError.Code { .init(rawValue: -1012) }
  public static var userAuthenticationRequired: URLError.Code { .init(rawValue: -1013) }
  public static var zeroByteResource: URLError.Code { .init(rawValue: -1014) }
  public static var cannotDecodeRawData: URLError.Code { .init(rawValue: -1015) }
  public static var cannotDecodeContentData: URLError.Code { .init(rawValue: -1016) }
  public static var cannotParseResponse: URLError.Code { .init(rawValue: -1017) }
  public static var internationalRoamingOff: URLError.Code { .init(rawValue: -1018) }
  public static var callIsActive: URLError.Code { .init(rawValue: -1019) }
  public static var dataNotAllowed: URLError.Code { .init(rawValue: -1020) }
  public static var fileDoesNotExist: URLError.Code { .init(rawValue: -1100) }
  public static var noPermissionsToReadFile: URLError.Code { .init(rawValue: -1102) }
}
