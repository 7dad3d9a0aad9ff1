import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct SDKGenerationCacheTests {
  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        A1 = {
          isa = PBXProject;
          attributes = {
            BuildIndependentTargetsInParallel = 1;
            LastSwiftUpdateCheck = 1620;
            LastUpgradeCheck = %@;
          };
        };
      };
    }
    """

  @Test func theXcodeThatLastUpgradedTheProjectNamesTheSDK() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "App.xcodeproj/project.pbxproj", Self.project.replacingOccurrences(of: "%@", with: "1620"))
    var cache = SDKGenerationCache(explicit: nil)
    let sdk = cache.sdk(
      for: URL(fileURLWithPath: folder.path("App/View.swift")), deploymentTargets: [:])
    #expect(sdk.generation == .sdk18)
    #expect(sdk.origin?.hasPrefix("LastUpgradeCheck 1620 in ") == true)
    #expect(sdk.origin?.hasSuffix("App.xcodeproj/project.pbxproj") == true)
  }

  @Test func aDeploymentTargetOnlyANewerSDKKnowsRaisesIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "App.xcodeproj/project.pbxproj", Self.project.replacingOccurrences(of: "%@", with: "1600"))
    var cache = SDKGenerationCache(explicit: nil)
    let vision = ResolvedDeploymentTarget(
      target: DeploymentTarget(.visionOS, OSVersion(26, 1)), file: "App.xcodeproj/project.pbxproj",
      targetName: "App")
    let sdk = cache.sdk(
      for: URL(fileURLWithPath: folder.path("App/View.swift")),
      deploymentTargets: [.visionOS: vision])
    #expect(sdk.generation == .sdk26)
    #expect(sdk.origin == "deployment target \(vision)")
  }

  @Test func sdkWinsAndNothingMeansTheNewest() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "App.xcodeproj/project.pbxproj", Self.project.replacingOccurrences(of: "%@", with: "2700"))
    var explicit = SDKGenerationCache(explicit: .sdk18)
    let file = URL(fileURLWithPath: folder.path("App/View.swift"))
    #expect(
      explicit.sdk(for: file, deploymentTargets: [:])
        == ResolvedSDK(generation: .sdk18, origin: "--sdk"))
    let bare = try TemporaryFolder()
    defer { bare.remove() }
    var cache = SDKGenerationCache(explicit: nil)
    #expect(
      cache.sdk(for: URL(fileURLWithPath: bare.path("View.swift")), deploymentTargets: [:])
        == .assumed)
    #expect(ResolvedSDK.assumed.generation == .sdk27)
  }

  @Test func lastUpgradeCheckIsReadFromTheProjectsText() {
    #expect(SDKGenerationCache.lastUpgradeCheck(in: "LastUpgradeCheck = 2600;") == "2600")
    #expect(SDKGenerationCache.lastUpgradeCheck(in: "a = b;\n\t\tLastUpgradeCheck=1620;") == "1620")
    #expect(SDKGenerationCache.lastUpgradeCheck(in: "LastSwiftUpdateCheck = 1620;") == nil)
    #expect(SDKGenerationCache.lastUpgradeCheck(in: "LastUpgradeCheck = ;") == nil)
  }
}
