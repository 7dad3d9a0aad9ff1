import Testing

@testable import EmptyStatesLint

@Suite struct XcodeGenDeploymentTargetsTests {
  static let project = """
    name: Shop
    options:
      bundleIdPrefix: com.example
      deploymentTarget:
        iOS: "15.0"   # the oldest we support
        macOS: 12.0
    targets:
      Shop:
        type: application
        platform: iOS
        deploymentTarget: "17.0"
        sources:
          - Sources
      ShopWidget:
        type: app-extension
        platform: iOS
      ShopKit:
        type: framework
        platform: [iOS, macOS]
        deploymentTarget:
          macOS: '13.0'
    """

  @Test func aTargetOverridesTheOptionsForItsPlatform() throws {
    let targets = try XcodeGenDeploymentTargets.read(Self.project)
    #expect(targets["Shop"] == [.iOS: OSVersion(17)])
  }

  @Test func aTargetWithoutItsOwnInheritsTheOptionsOfItsPlatforms() throws {
    let targets = try XcodeGenDeploymentTargets.read(Self.project)
    #expect(targets["ShopWidget"] == [.iOS: OSVersion(15)])
    #expect(targets["ShopKit"] == [.iOS: OSVersion(15), .macOS: OSVersion(13)])
    #expect(targets.count == 3)
  }

  @Test func withoutTargetsTheOptionsAreTheProjects() throws {
    let text = "name: Tool\noptions:\n  deploymentTarget:\n    watchOS: \"9.0\"\n"
    #expect(try XcodeGenDeploymentTargets.read(text) == ["Tool": [.watchOS: OSVersion(9)]])
  }

  /// A spec whose targets are in the specs it includes, as larger projects split them.
  static let split = """
    name: Chat
    options:
      deploymentTarget:
        iOS: '18.5'
        macOS: '14.5'
    include:
      - path: App/target.yml
      - Extensions/share.yml
    """

  @Test func includedSpecsAreListedFromTheProjectsFolder() throws {
    let root = try YAMLNode.parse(Self.split)
    #expect(
      XcodeGenDeploymentTargets.includedPaths(of: root, at: "/p/project.yml")
        == ["/p/App/target.yml", "/p/Extensions/share.yml"])
  }

  @Test func theTargetsOfIncludedSpecsTakeOnlyTheirPlatformsOptions() throws {
    let app = try YAMLNode.parse("targets:\n  Chat:\n    type: application\n    platform: iOS\n")
    let targets = try XcodeGenDeploymentTargets.read(
      YAMLNode.parse(Self.split), including: [app])
    #expect(targets == ["Chat": [.iOS: OSVersion(18, 5)]])
  }

  @Test func optionsAloneSayNothingWhenTheTargetsAreInSpecsNotRead() throws {
    #expect(try XcodeGenDeploymentTargets.read(YAMLNode.parse(Self.split)) == [:])
  }

  @Test(arguments: [
    "options:\n\tdeploymentTarget:\n\t\tiOS: 15.0",
    "options:\n  deploymentTarget\n",
    "options:\n  deploymentTarget:\n    iOS: latest",
    "targets:\n  App:\n    platform: iOS\n    deploymentTarget: \"x\"",
  ])
  func malformedProjectsThrow(text: String) {
    #expect(throws: DeploymentTargetReadError.self) { try XcodeGenDeploymentTargets.read(text) }
  }
}
