extension AppleOS {
  /// A set of systems, five bits.
  struct Set: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let iOS = Set(rawValue: 1 << 0)
    static let macOS = Set(rawValue: 1 << 1)
    static let tvOS = Set(rawValue: 1 << 2)
    static let watchOS = Set(rawValue: 1 << 3)
    static let visionOS = Set(rawValue: 1 << 4)
    /// Every system.
    static let all: Set = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

    /// The set holding only `os`.
    init(_ os: AppleOS) {
      switch os {
      case .iOS: self = .iOS
      case .macOS: self = .macOS
      case .tvOS: self = .tvOS
      case .watchOS: self = .watchOS
      case .visionOS: self = .visionOS
      }
    }

    init(rawValue: UInt8) {
      self.rawValue = rawValue & 0b1_1111
    }

    /// Whether the set holds `os`.
    func contains(_ os: AppleOS) -> Bool {
      contains(Set(os))
    }

    /// The systems not in the set.
    var complement: Set {
      Set(rawValue: ~rawValue)
    }
  }
}
