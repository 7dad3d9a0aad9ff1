import Testing

@testable import EmptyStatesLint

@Suite struct AppleOSBuildSettingTests {
  @Test(arguments: [
    ("IPHONEOS_DEPLOYMENT_TARGET", AppleOS.iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
    ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
    ("XROS_DEPLOYMENT_TARGET", .visionOS),
  ])
  func eachSystemHasXcodesSetting(setting: String, os: AppleOS) {
    #expect(AppleOS(deploymentTargetSetting: setting) == os)
    #expect(os.deploymentTargetSetting == setting)
  }

  @Test(arguments: ["VISIONOS_DEPLOYMENT_TARGET", "iphoneos_deployment_target", "SDKROOT", ""])
  func otherSettingsAreNoSystem(setting: String) {
    #expect(AppleOS(deploymentTargetSetting: setting) == nil)
  }
}
