/// The oldest version of one operating system that code must run on: `iOS 15`, `macOS 13.3`.
struct DeploymentTarget: Hashable, Sendable, CustomStringConvertible {
  /// The operating system.
  var os: AppleOS
  /// Its oldest supported version.
  var version: OSVersion

  /// A target from its parts.
  init(_ os: AppleOS, _ version: OSVersion) {
    self.os = os
    self.version = version
  }

  /// A target read as `--deployment-target` takes it: the system's name in any case, an optional
  /// space, then a version ("iOS17", "ios 16.4", "macOS13", "visionOS1"); `nil` for anything else.
  init?(_ text: some StringProtocol) {
    for os in AppleOS.allCases {
      let name = os.rawValue
      guard text.count > name.count,
        text.prefix(name.count).lowercased() == name.lowercased()
      else { continue }
      var rest = text.dropFirst(name.count)
      if rest.first == " " { rest = rest.dropFirst() }
      guard let version = OSVersion(rest) else { return nil }
      self.init(os, version)
      return
    }
    return nil
  }

  /// "iOS 17.0".
  var description: String { "\(os.rawValue) \(version)" }
}
