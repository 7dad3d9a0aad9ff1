/// The Apple SDK a project builds with, by the Xcode that ships it: what
/// `missing-availability-check` reads an API's availability in, since a newer SDK can make an API
/// available where an older one did not (`controlSize(_:)` on tvOS) or add it outright
/// (`.glassProminent`).
///
/// The generations, their Xcode and their SwiftUI module versions are those of
/// `AppleSDKMirror/SDKGenerations.tsv`, which the mirror of Apple's SDKs is built from;
/// `SDKGenerationTests` keeps the two the same.
enum SDKGeneration: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The iOS 18 SDK family, shipped with Xcode 16.
  case sdk18 = 18
  /// The iOS 26 SDK family, shipped with Xcode 26.
  case sdk26 = 26
  /// The iOS 27 SDK family, shipped with Xcode 27.
  case sdk27 = 27

  /// The SDK assumed where nothing says which one a project builds with.
  static let newest = SDKGeneration.allCases.max() ?? .sdk27

  /// The Xcode major version that ships it.
  var xcode: Int {
    switch self {
    case .sdk18: 16
    case .sdk26: 26
    case .sdk27: 27
    }
  }

  /// SwiftUI's module version in this SDK, what `canImport(SwiftUI, _version:)` compares.
  var swiftUIVersion: [Int] {
    switch self {
    case .sdk18: [6, 0, 87, 1, 105]
    case .sdk26: [7, 0, 84, 1]
    case .sdk27: [8, 0, 84]
    }
  }

  /// "the 18 SDK (Xcode 16)".
  var description: String { "the \(rawValue) SDK (Xcode \(xcode))" }

  /// The generation `--sdk` names: `18`, `26` or `27`.
  init?(argument: String) {
    guard argument.count <= 2, let number = Int(argument),
      let generation = SDKGeneration(rawValue: number)
    else { return nil }
    self = generation
  }

  /// The generation of the Xcode that last upgraded a project, from a `project.pbxproj`'s
  /// `LastUpgradeCheck` (`1620` is Xcode 16.2, `2600` Xcode 26.0): that Xcode's SDK, the oldest
  /// known one for older Xcodes, the newest for newer ones; `nil` for no such number.
  init?(lastUpgradeCheck: String) {
    guard lastUpgradeCheck.count == 4, let number = Int(lastUpgradeCheck) else { return nil }
    let xcode = number / 100
    self =
      SDKGeneration.allCases.last { $0.xcode <= xcode } ?? SDKGeneration.allCases.min() ?? .sdk18
  }

  /// The oldest generation whose SDK knows a deployment target of `version` (26 or later needs
  /// the 26 SDK, 27 or later the 27 SDK), if any generation needs to be that new.
  static func oldest(knowing version: OSVersion) -> SDKGeneration? {
    allCases.filter { $0 > .sdk18 && $0.rawValue <= version.major }.max()
  }

  /// Whether this SDK's SwiftUI is at least `version` (`[7, 0]` for `_version: 7.0`).
  func hasSwiftUI(atLeast version: [Int]) -> Bool {
    let own = swiftUIVersion
    for index in 0..<max(own.count, version.count) {
      let mine = index < own.count ? own[index] : 0
      let asked = index < version.count ? version[index] : 0
      if mine != asked { return mine > asked }
    }
    return true
  }

  static func < (lhs: SDKGeneration, rhs: SDKGeneration) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
