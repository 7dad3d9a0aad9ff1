/// A set of builds: systems, each with the SDK generations it is built with. What an `#if`
/// condition leaves of the builds that compile a token: `#if os(tvOS)` keeps tvOS with every SDK,
/// `#if canImport(SwiftUI, _version: 7.0)` every system with the 26 and 27 SDKs.
struct BuildSet: OptionSet, Hashable, Sendable {
  let rawValue: UInt16

  /// Every system with every SDK.
  static let all = BuildSet(rawValue: UInt16(1 << (AppleOS.allCases.count * stride)) - 1)

  /// Bits per system: one per SDK generation.
  private static let stride = SDKGeneration.allCases.count

  init(rawValue: UInt16) {
    self.rawValue = rawValue & UInt16((1 << (AppleOS.allCases.count * Self.stride)) - 1)
  }

  /// The builds of `systems`, with every SDK.
  init(_ systems: AppleOS.Set) {
    var raw: UInt16 = 0
    for os in AppleOS.allCases where systems.contains(os) {
      for generation in SDKGeneration.allCases { raw |= Self.bit(os, generation) }
    }
    self.init(rawValue: raw)
  }

  /// The builds with the SDKs that `generations` hold, on every system.
  init(sdks generations: some Sequence<SDKGeneration>) {
    var raw: UInt16 = 0
    for generation in generations {
      for os in AppleOS.allCases { raw |= Self.bit(os, generation) }
    }
    self.init(rawValue: raw)
  }

  /// Whether the set holds `os` built with `sdk`.
  func contains(_ os: AppleOS, with sdk: SDKGeneration) -> Bool {
    rawValue & Self.bit(os, sdk) != 0
  }

  /// The builds not in the set.
  var complement: BuildSet {
    BuildSet(rawValue: ~rawValue)
  }

  private static func bit(_ os: AppleOS, _ sdk: SDKGeneration) -> UInt16 {
    let system = AppleOS.allCases.firstIndex(of: os) ?? 0
    let generation = SDKGeneration.allCases.firstIndex(of: sdk) ?? 0
    return UInt16(1) << (system * stride + generation)
  }
}
