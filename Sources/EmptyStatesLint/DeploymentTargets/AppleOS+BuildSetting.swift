extension AppleOS {
  /// The Xcode build setting that holds the system's deployment target:
  /// `IPHONEOS_DEPLOYMENT_TARGET`, `MACOSX_DEPLOYMENT_TARGET`, … (`XROS_…` for visionOS).
  var deploymentTargetSetting: String {
    switch self {
    case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
    case .macOS: "MACOSX_DEPLOYMENT_TARGET"
    case .tvOS: "TVOS_DEPLOYMENT_TARGET"
    case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
    case .visionOS: "XROS_DEPLOYMENT_TARGET"
    }
  }

  /// The system whose deployment target the build setting `name` holds; `nil` for any other
  /// setting.
  init?(deploymentTargetSetting name: some StringProtocol) {
    guard let os = AppleOS.allCases.first(where: { $0.deploymentTargetSetting == name }) else {
      return nil
    }
    self = os
  }

  /// The system an SDK or platform name builds for (`SDKROOT = iphoneos`, the words of
  /// `SUPPORTED_PLATFORMS`, also with a version, `iphoneos18.0`); `nil` for anything else
  /// (`auto`, `driverkit`, a build-setting reference).
  init?(platformName name: some StringProtocol) {
    let prefixes: [(String, AppleOS)] = [
      ("iphonesimulator", .iOS), ("iphoneos", .iOS), ("macosx", .macOS),
      ("appletvsimulator", .tvOS), ("appletvos", .tvOS), ("watchsimulator", .watchOS),
      ("watchos", .watchOS), ("xrsimulator", .visionOS), ("xros", .visionOS),
    ]
    let lowered = name.lowercased()
    guard let (prefix, os) = prefixes.first(where: { lowered.hasPrefix($0.0) }) else { return nil }
    let rest = lowered.dropFirst(prefix.count)
    guard rest.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
    self = os
  }

  /// The systems a target builds for, as its `SUPPORTED_PLATFORMS` (a list of platform names)
  /// or, without it, its `SDKROOT` says; `nil` when neither says (unset, `auto`, or a value
  /// with a build-setting reference).
  static func systems(supportedPlatforms: String?, sdkRoot: String?) -> AppleOS.Set? {
    if let supportedPlatforms, !supportedPlatforms.contains("$") {
      let words = supportedPlatforms.split(whereSeparator: { $0 == " " || $0 == "\t" })
      let systems = words.compactMap { AppleOS(platformName: $0) }
      if !systems.isEmpty, systems.count == words.count {
        return systems.reduce(into: AppleOS.Set()) { $0.insert(AppleOS.Set($1)) }
      }
    }
    if let sdkRoot, let os = AppleOS(platformName: sdkRoot) { return AppleOS.Set(os) }
    return nil
  }
}
