import Testing

@testable import EmptyStatesLint

@Suite struct XCConfigDeploymentTargetsTests {
  @Test func readsSettingsAndSkipsCommentsIncludesAndReferences() throws {
    let text = """
      #include "Base.xcconfig"
      // IPHONEOS_DEPLOYMENT_TARGET = 12.0
      IPHONEOS_DEPLOYMENT_TARGET = 16.0 // the App Store minimum
      MACOSX_DEPLOYMENT_TARGET=$(inherited)
      WATCHOS_DEPLOYMENT_TARGET = 9.4
      XROS_DEPLOYMENT_TARGET = 1.0
      PRODUCT_NAME = App
      """
    #expect(
      try XCConfigDeploymentTargets.read(text) == [
        .iOS: OSVersion(16), .watchOS: OSVersion(9, 4), .visionOS: OSVersion(1),
      ])
  }

  @Test func anUnconditionalSettingBeatsConditionalOnes() throws {
    let text = """
      IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 15.0
      IPHONEOS_DEPLOYMENT_TARGET = 16.0
      TVOS_DEPLOYMENT_TARGET[sdk=appletvos*] = 17.2
      TVOS_DEPLOYMENT_TARGET[sdk=appletvsimulator*] = 17.0
      """
    #expect(
      try XCConfigDeploymentTargets.read(text) == [.iOS: OSVersion(16), .tvOS: OSVersion(17)])
  }

  @Test(arguments: ["IPHONEOS_DEPLOYMENT_TARGET = sixteen", "MACOSX_DEPLOYMENT_TARGET = 13.0.1.2"])
  func aSettingThatIsNoVersionThrows(text: String) {
    #expect(throws: DeploymentTargetReadError.self) { try XCConfigDeploymentTargets.read(text) }
  }
}
