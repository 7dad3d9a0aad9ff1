import Foundation
import Testing

@testable import EmptyStatesLint

@Suite struct DeploymentTargetResolverTests {
  struct Missing: Error {}

  static let files: [String: String] = [
    "Package.swift": "let package = Package(name: \"A\", platforms: [.macOS(.v13)])",
    "App.xcodeproj/project.pbxproj": """
    { objects = {
      T1 = {isa = PBXNativeTarget; name = App; buildConfigurationList = L1; };
      T2 = {isa = PBXNativeTarget; name = Old; buildConfigurationList = L2; };
      L1 = {buildConfigurations = (C1); }; L2 = {buildConfigurations = (C2); };
      C1 = {name = Debug; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; };
      C2 = {name = Debug; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; };
    }; }
    """,
    "Config/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 14.0\nTVOS_DEPLOYMENT_TARGET = 17.0",
    "project.yml": "options:\n  deploymentTarget:\n    tvOS: 15.0\n    watchOS: 9.0\n",
    "README.md": "IPHONEOS_DEPLOYMENT_TARGET = 1.0",
  ]

  static func read(_ path: String) throws -> String {
    guard let text = files[path] else { throw Missing() }
    return text
  }

  @Test func eachSystemComesFromTheFirstSourceThatNamesIt() throws {
    let resolved = try DeploymentTargetResolver.resolve(
      explicit: [], paths: Array(Self.files.keys), read: Self.read)
    #expect(
      resolved[.macOS]
        == ResolvedDeploymentTarget(
          target: DeploymentTarget(.macOS, OSVersion(13)), file: "Package.swift"))
    #expect(
      resolved[.iOS]
        == ResolvedDeploymentTarget(
          target: DeploymentTarget(.iOS, OSVersion(16)), file: "App.xcodeproj/project.pbxproj",
          targetName: "Old"))
    #expect(resolved[.tvOS]?.file == "Config/Base.xcconfig")
    #expect(resolved[.watchOS]?.file == "project.yml")
    #expect(resolved[.visionOS] == nil)
  }

  @Test func theExplicitTargetWinsForItsSystem() throws {
    let explicit = DeploymentTarget(.iOS, OSVersion(18))
    let resolved = try DeploymentTargetResolver.resolve(
      explicit: [explicit], paths: Array(Self.files.keys), read: Self.read)
    #expect(resolved[.iOS] == ResolvedDeploymentTarget(target: explicit))
    #expect(resolved[.iOS]?.description == "iOS 18.0 (--deployment-target)")
    #expect(resolved[.macOS]?.file == "Package.swift")
  }

  @Test func aKnownTargetReadsOnlyItsOwnSettings() throws {
    let resolved = try DeploymentTargetResolver.resolve(
      explicit: [], paths: ["App.xcodeproj/project.pbxproj"], targetName: "App", read: Self.read)
    #expect(resolved[.iOS]?.target == DeploymentTarget(.iOS, OSVersion(17)))
    #expect(
      resolved[.iOS]?.description
        == "iOS 17.0 (App.xcodeproj/project.pbxproj, target App)")
  }

  @Test func aMalformedFileIsAnErrorNamingItsKind() {
    let error = #expect(throws: DeploymentTargetReadError.self) {
      try DeploymentTargetResolver.resolve(
        explicit: [], paths: ["project.yml"], read: { _ in "targets\n" })
    }
    #expect(error?.kind == "project.yml")
  }

  @Test func candidatePathsAreFoundUpwardFromAFile() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("DeploymentTargetResolverTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    for name in ["Package.swift", "App.xcodeproj/project.pbxproj", "Sources/App/View.swift"] {
      try Data().write(to: root.appendingPathComponent(name))
    }
    let paths = DeploymentTargetResolver.candidatePaths(
      near: sources.appendingPathComponent("View.swift"))
    #expect(
      paths == [
        root.appendingPathComponent("App.xcodeproj/project.pbxproj").path,
        root.appendingPathComponent("Package.swift").path,
      ])
  }
}
