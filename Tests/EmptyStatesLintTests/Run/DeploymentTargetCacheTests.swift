import EmptyStatesTestSupport
import Foundation
import Testing

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
}
