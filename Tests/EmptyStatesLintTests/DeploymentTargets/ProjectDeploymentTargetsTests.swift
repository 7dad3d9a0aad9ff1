import Testing

@testable import EmptyStatesLint

@Suite struct ProjectDeploymentTargetsTests {
  struct Missing: Error {}

  /// The hiking app of ``XcodeProjectSourceMembershipTests``: app at iOS 17.0, widget at 16.4.
  static func hikes() throws -> ProjectDeploymentTargets {
    let file = XcodeProjectSourceMembershipTests.projectFile
    return try DeploymentTargetResolver.projectTargets(explicit: [], paths: [file]) { path in
      guard path == file else { throw Missing() }
      return XcodeProjectSourceMembershipTests.project
    }
  }

  static func iOS(_ major: Int, _ minor: Int = 0, target: String, file: String)
    -> ResolvedDeploymentTarget
  {
    ResolvedDeploymentTarget(
      target: DeploymentTarget(.iOS, OSVersion(major, minor)), file: file, targetName: target)
  }

  @Test func aFileOnlyTheAppCompilesHasTheAppsTarget() throws {
    let file = XcodeProjectSourceMembershipTests.projectFile
    let targets = try Self.hikes().targets(forFile: "/p/Hikes/App/Screens/List.swift")
    #expect(targets == [.iOS: Self.iOS(17, target: "Hikes", file: file)])
    #expect(
      targets[.iOS]?.description
        == "iOS 17.0 (/p/Hikes/Hikes.xcodeproj/project.pbxproj, target Hikes)")
  }

  @Test(arguments: [
    "/p/Hikes/Shared/Formatting.swift", "/p/Hikes/AppIntents/TrailIntent.swift",
    "/p/Hikes/Widget/NearbyWidget.swift",
  ])
  func aFileTheWidgetCompilesHasTheWidgetsTarget(path: String) throws {
    let file = XcodeProjectSourceMembershipTests.projectFile
    #expect(
      try Self.hikes().targets(forFile: path)[.iOS]
        == Self.iOS(16, 4, target: "HikesWidget", file: file))
  }

  @Test(arguments: ["/p/Hikes/Unlisted.swift", "/p/Hikes/Widget/Previews/NearbyPreview.swift"])
  func aFileNoTargetListsHasTheLowestOfAll(path: String) throws {
    let file = XcodeProjectSourceMembershipTests.projectFile
    let project = try Self.hikes()
    #expect(
      project.targets(forFile: path)[.iOS] == Self.iOS(16, 4, target: "HikesWidget", file: file))
    #expect(project.targets(forFile: path) == project.forUnlistedFiles)
  }

  @Test func anIncludedSpecsTargetCompilesItsSourcesRelativeToItsOwnFolder() throws {
    let files = [
      "/x/project.yml":
        "name: Chat\noptions:\n  deploymentTarget:\n    iOS: '18.5'\n    macOS: '14.5'\ninclude:\n  - path: App/Support/target.yml\n",
      "/x/App/Support/target.yml":
        "targets:\n  Chat:\n    platform: iOS\n    sources:\n      - path: ../Sources\n",
    ]
    let project = try DeploymentTargetResolver.projectTargets(
      explicit: [], paths: ["/x/project.yml"]
    ) { path in
      guard let text = files[path] else { throw Missing() }
      return text
    }
    let targets = project.targets(forFile: "/x/App/Sources/Media/Preview.swift")
    #expect(targets.keys.sorted { $0.rawValue < $1.rawValue } == [.iOS])
    #expect(targets[.iOS]?.targetName == "Chat")
  }

  @Test func theExplicitTargetStillWins() throws {
    let file = XcodeProjectSourceMembershipTests.projectFile
    let explicit = DeploymentTarget(.iOS, OSVersion(15))
    let project = try DeploymentTargetResolver.projectTargets(explicit: [explicit], paths: [file]) {
      _ in XcodeProjectSourceMembershipTests.project
    }
    #expect(
      project.targets(forFile: "/p/Hikes/App/Screens/List.swift")
        == [.iOS: ResolvedDeploymentTarget(target: explicit)])
  }

  /// A folder with a local package (iOS 15, compiling Sources/Kit), an Xcode project whose app
  /// (iOS 17) compiles App/Home.swift, and an `.xcconfig` that names tvOS only.
  static let mixed: [String: String] = [
    "/m/Package.swift": """
    let package = Package(name: "Kit", platforms: [.iOS(.v15)], targets: [.target(name: "Kit")])
    """,
    "/m/App.xcodeproj/project.pbxproj": """
    { objects = {
      X = {isa = PBXProject; mainGroup = G; buildConfigurationList = L0; targets = (T); };
      G = {isa = PBXGroup; children = (F); sourceTree = "<group>"; };
      F = {isa = PBXFileReference; path = App/Home.swift; sourceTree = "<group>"; };
      B = {isa = PBXBuildFile; fileRef = F; };
      P = {isa = PBXSourcesBuildPhase; files = (B); };
      T = {isa = PBXNativeTarget; name = App; buildPhases = (P); buildConfigurationList = L1; };
      L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
      L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
      C0 = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
      C1 = {isa = XCBuildConfiguration; name = Release;
        buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; };
    }; rootObject = X; }
    """,
    "/m/Shared.xcconfig": "TVOS_DEPLOYMENT_TARGET = 17.0\n",
  ]

  static func mixedProject() throws -> ProjectDeploymentTargets {
    try DeploymentTargetResolver.projectTargets(explicit: [], paths: Array(mixed.keys)) {
      guard let text = mixed[$0] else { throw Missing() }
      return text
    }
  }

  @Test func aPackageBesideAProjectDoesNotGovernTheProjectsFiles() throws {
    let targets = try Self.mixedProject().targets(forFile: "/m/App/Home.swift")
    #expect(targets[.iOS]?.target == DeploymentTarget(.iOS, OSVersion(17)))
    #expect(targets[.iOS]?.targetName == "App")
    // A file that lists nothing still counts.
    #expect(targets[.tvOS]?.file == "/m/Shared.xcconfig")
  }

  @Test func theProjectDoesNotGovernThePackagesFiles() throws {
    let targets = try Self.mixedProject().targets(forFile: "/m/Sources/Kit/Store.swift")
    #expect(
      targets[.iOS]
        == ResolvedDeploymentTarget(
          target: DeploymentTarget(.iOS, OSVersion(15)), file: "/m/Package.swift"))
  }

  @Test func aFileNeitherListsHasTodaysOrder() throws {
    let project = try Self.mixedProject()
    let targets = project.targets(forFile: "/m/Scripts/Tool.swift")
    #expect(targets[.iOS]?.file == "/m/Package.swift")
    #expect(targets == project.forUnlistedFiles)
  }

  @Test func xcodeGenTargetsApplyToTheFilesTheirSourcesList() throws {
    let file = "/p/Hikes/project.yml"
    let project = try DeploymentTargetResolver.projectTargets(explicit: [], paths: [file]) { _ in
      XcodeGenSourceMembershipTests.project
    }
    // Hikes sets 17.0; HikesWidget inherits the options' 16.4; HikesKit sets 16.0.
    #expect(
      project.targets(forFile: "/p/Hikes/App/Home.swift")[.iOS]
        == Self.iOS(17, target: "Hikes", file: file))
    #expect(
      project.targets(forFile: "/p/Hikes/Shared/Formatting.swift")[.iOS]
        == Self.iOS(16, 4, target: "HikesWidget", file: file))
    #expect(
      project.targets(forFile: "/p/Hikes/Shared/Units.swift")[.iOS]
        == Self.iOS(16, target: "HikesKit", file: file))
    #expect(
      project.targets(forFile: "/p/Hikes/Scripts/Tool.swift")[.iOS]
        == Self.iOS(16, target: "HikesKit", file: file))
  }
}
