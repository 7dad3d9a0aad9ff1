import Testing

@testable import EmptyStatesLint

@Suite struct PackagePlatformsTests {
  @Test func readsEnumAndStringVersions() throws {
    let source = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "App",
        platforms: [.iOS(.v15), .macOS(.v10_15), .tvOS("16.4"), .macCatalyst(.v15)],
        targets: []
      )
      """
    #expect(
      try PackagePlatforms.read(source) == [
        .iOS: OSVersion(15), .macOS: OSVersion(10, 15), .tvOS: OSVersion(16, 4),
      ])
  }

  @Test func ignoresPlatformsInCommentsAndStrings() throws {
    let source = """
      // platforms: [.iOS(.v12)]
      /* platforms: [.macOS(.v10_13)] */
      let note = "platforms: [.watchOS(.v6)]"
      let package = Package(name: "App", platforms: [.iOS(.v16)])
      """
    #expect(try PackagePlatforms.read(source) == [.iOS: OSVersion(16)])
  }

  @Test func withoutPlatformsReadsNothing() throws {
    #expect(try PackagePlatforms.read("let package = Package(name: \"App\")").isEmpty)
  }

  @Test func aSystemListedTwiceKeepsItsLowestVersion() throws {
    let source = "Package(platforms: [.iOS(\"16.4\"), .iOS(.v15)])"
    #expect(try PackagePlatforms.read(source) == [.iOS: OSVersion(15)])
  }

  @Test(arguments: [
    "Package(platforms: [.iOS(.v15), .macOS(.v12)",
    "Package(platforms: [.iOS(\"fifteen\")])",
    "Package(platforms: [.iOS(version)])",
  ])
  func malformedPlatformsThrow(source: String) {
    #expect(throws: DeploymentTargetReadError.self) { try PackagePlatforms.read(source) }
  }
}
