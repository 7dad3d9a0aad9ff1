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

  @Test(arguments: [
    ("iphoneos", AppleOS.iOS), ("iphonesimulator", .iOS), ("iphoneos18.0", .iOS),
    ("macosx", .macOS),
    ("appletvos", .tvOS), ("appletvsimulator", .tvOS), ("watchos", .watchOS),
    ("watchsimulator", .watchOS), ("xros", .visionOS), ("xrsimulator", .visionOS),
  ])
  func platformNamesNameTheirSystem(name: String, os: AppleOS) {
    #expect(AppleOS(platformName: name) == os)
  }

  @Test(arguments: ["auto", "driverkit", "$(SDKROOT)", "iphoneosx", ""])
  func otherNamesNameNone(name: String) {
    #expect(AppleOS(platformName: name) == nil)
  }

  @Test func supportedPlatformsWinOverTheSDKRoot() {
    #expect(
      AppleOS.systems(supportedPlatforms: "iphoneos iphonesimulator xros", sdkRoot: "iphoneos")
        == [.iOS, .visionOS])
    #expect(AppleOS.systems(supportedPlatforms: nil, sdkRoot: "macosx") == .macOS)
    #expect(AppleOS.systems(supportedPlatforms: "$(inherited)", sdkRoot: "appletvos") == .tvOS)
    #expect(AppleOS.systems(supportedPlatforms: nil, sdkRoot: "auto") == nil)
    #expect(AppleOS.systems(supportedPlatforms: "iphoneos bogus", sdkRoot: nil) == nil)
  }
}
