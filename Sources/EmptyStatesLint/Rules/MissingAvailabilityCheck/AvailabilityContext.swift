/// What the code around a token has checked: per system, the version an `if #available`,
/// `guard #available` or `@available` raises it to, and the systems an `@available(…,
/// unavailable)` rules out.
struct AvailabilityContext: Hashable, Sendable {
  /// The versions checked, per system.
  var raised: [AppleOS: OSVersion] = [:]
  /// The systems the code is marked unavailable on.
  var excluded: AppleOS.Set = []
  /// The systems a check names with a version (`if #available(iOS 17, *)` names iOS): the
  /// others fall to its `*`.
  var named: AppleOS.Set = []

  /// Adds a check of `version` on `os`.
  mutating func raise(_ os: AppleOS, to version: OSVersion) {
    if raised[os].map({ $0 < version }) ?? true { raised[os] = version }
    named.insert(AppleOS.Set(os))
  }
}
