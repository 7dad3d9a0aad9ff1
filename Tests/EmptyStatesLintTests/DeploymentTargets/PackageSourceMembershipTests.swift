import Testing

@testable import EmptyStatesLint

@Suite struct PackageSourceMembershipTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "HikesKit",
      platforms: [.iOS(.v16), .macOS(.v13)],
      products: [.library(name: "HikesKit", targets: ["HikesKit"])],
      targets: [
        // .target(name: "Commented", path: "Nowhere"),
        .target(name: "HikesKit", dependencies: [.target(name: "Maps")], exclude: ["Legacy"]),
        .target(
          name: "Maps",
          path: "Modules/Maps",
          sources: ["Core", "MapView.swift"]
        ),
        .executableTarget(name: "hikes-cli", dependencies: ["HikesKit"]),
        .testTarget(name: "HikesKitTests", dependencies: ["HikesKit"]),
      ]
    )
    """

  static func membership() throws -> SourceMembership {
    try #require(
      PackageSourceMembership.read(
        LexedSource(Array(manifest.utf8)), manifest: "/p/Package.swift"))
  }

  @Test(arguments: [
    ("/p/Sources/HikesKit/Store.swift", ["HikesKit"]),
    ("/p/Sources/HikesKit/Sync/Cloud.swift", ["HikesKit"]),
    ("/p/Modules/Maps/Core/Tile.swift", ["Maps"]),
    ("/p/Modules/Maps/MapView.swift", ["Maps"]),
    ("/p/Sources/hikes-cli/main.swift", ["hikes-cli"]),
    ("/p/Tests/HikesKitTests/StoreTests.swift", ["HikesKitTests"]),
  ])
  func eachTargetCompilesItsFolder(path: String, targets: [String]) throws {
    #expect(try Self.membership().targets(compiling: path) == Set(targets))
  }

  @Test(arguments: [
    "/p/Sources/HikesKit/Legacy/OldStore.swift", "/p/Modules/Maps/Preview.swift",
    "/p/Nowhere/A.swift", "/p/App/Home.swift", "/p/Package.swift",
  ])
  func excludedAndOtherPathsHaveNoTarget(path: String) throws {
    #expect(try Self.membership().targets(compiling: path).isEmpty)
  }

  @Test(arguments: [
    #"let t: Target = .target(name: name, path: "Features/\(name)")"#,
    #".target(name: "A", path: "Features/\(name)")"#,
    #".target(name: "A", exclude: excluded)"#,
    "let package = Package(name: \"Empty\")",
    ".target(name: \"A\"",
  ])
  func aManifestThatComputesItsTargetsSaysNothing(source: String) {
    #expect(PackageSourceMembership.read(LexedSource(Array(source.utf8)), manifest: "/p/P") == nil)
  }
}
