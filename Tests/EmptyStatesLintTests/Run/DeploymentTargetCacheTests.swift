import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct DeploymentTargetCacheTests {
  @Test func eachFolderReadsItsNearestProjectAndExplicitTargetsWin() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Package.swift", "let p = Package(platforms: [.iOS(.v16), .macOS(.v13)])")
    try folder.write("App/Config.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.4\n")
    var cache = DeploymentTargetCache(explicit: [DeploymentTarget(.macOS, OSVersion(14))])
    let root = cache.targets(for: URL(fileURLWithPath: folder.path("Sources/A.swift")))
    #expect(root.targets[.iOS]?.target == DeploymentTarget(.iOS, OSVersion(16)))
    #expect(root.targets[.iOS]?.file?.hasSuffix("/Package.swift") == true)
    #expect(
      root.targets[.macOS]
        == ResolvedDeploymentTarget(target: DeploymentTarget(.macOS, OSVersion(14))))
    #expect(root.note == nil)
    let app = cache.targets(for: URL(fileURLWithPath: folder.path("App/B.swift")))
    #expect(app.targets[.iOS]?.target == DeploymentTarget(.iOS, OSVersion(15, 4)))
  }

  @Test func anUnparsableProjectFileIsANoteAndOnlyExplicitTargetsApply() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let package = try folder.write("Package.swift", "let p = Package(platforms: [.iOS(.v16)")
    var cache = DeploymentTargetCache(explicit: [DeploymentTarget(.tvOS, OSVersion(17))])
    let settings = cache.targets(for: URL(fileURLWithPath: folder.path("A.swift")))
    #expect(Array(settings.targets.keys) == [.tvOS])
    let note = try #require(settings.note)
    #expect(note.file.hasSuffix("Package.swift"))
    #expect(package.hasSuffix(note.file))
    #expect(note.message.hasPrefix("deployment targets not read (Package.swift: "))
    #expect(!note.isUnreadable)
  }

  @Test func filesOfOneFolderTakeTheTargetsThatCompileThem() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Hikes.xcodeproj/project.pbxproj", XcodeProjectSourceMembershipTests.project)
    var cache = DeploymentTargetCache(explicit: [])
    let app = cache.targets(
      for: URL(fileURLWithPath: folder.path("Shared/../App/Screens/List.swift")))
    let shared = cache.targets(for: URL(fileURLWithPath: folder.path("Shared/Formatting.swift")))
    let unlisted = cache.targets(for: URL(fileURLWithPath: folder.path("Shared/Unlisted.swift")))
    #expect(app.targets[.iOS]?.target == DeploymentTarget(.iOS, OSVersion(17)))
    #expect(app.targets[.iOS]?.targetName == "Hikes")
    #expect(app.targets[.iOS]?.file?.hasSuffix("Hikes.xcodeproj/project.pbxproj") == true)
    #expect(shared.targets[.iOS]?.target == DeploymentTarget(.iOS, OSVersion(16, 4)))
    #expect(shared.targets[.iOS]?.targetName == "HikesWidget")
    #expect(unlisted.targets[.iOS]?.targetName == "HikesWidget")
    #expect(unlisted.targets[.iOS]?.target == DeploymentTarget(.iOS, OSVersion(16, 4)))
    #expect([app, shared, unlisted].allSatisfy { $0.note == nil })
  }
}
