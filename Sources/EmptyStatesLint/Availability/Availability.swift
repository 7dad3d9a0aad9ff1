/// Whether an API exists on one operating system, and from which version.
enum Availability: Hashable, Sendable, CustomStringConvertible {
  /// The API exists from this version on.
  case introduced(OSVersion)
  /// The API does not exist on this system at any version.
  case unavailable

  /// The API exists from `major.minor` on: `.since(17)`, `.since(16, 4)`.
  static func since(_ major: Int, _ minor: Int = 0) -> Availability {
    .introduced(OSVersion(major, minor))
  }

  /// Whether code running on `version` or later can use the API without a check.
  func covers(_ version: OSVersion) -> Bool {
    switch self {
    case .introduced(let first): first <= version
    case .unavailable: false
    }
  }

  /// "17.0" or "unavailable".
  var description: String {
    switch self {
    case .introduced(let version): version.description
    case .unavailable: "unavailable"
    }
  }
}
