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
}
