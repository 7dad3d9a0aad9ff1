import Testing

@testable import EmptyStatesLint

@Suite struct DeploymentTargetTests {
  @Test(arguments: [
    ("iOS17", DeploymentTarget(.iOS, OSVersion(17))),
    ("iOS15", DeploymentTarget(.iOS, OSVersion(15))),
    ("ios 16.4", DeploymentTarget(.iOS, OSVersion(16, 4))),
    ("macOS13", DeploymentTarget(.macOS, OSVersion(13))),
    ("MACOS10.15", DeploymentTarget(.macOS, OSVersion(10, 15))),
    ("tvOS17", DeploymentTarget(.tvOS, OSVersion(17))),
    ("watchOS10.2", DeploymentTarget(.watchOS, OSVersion(10, 2))),
    ("visionOS1", DeploymentTarget(.visionOS, OSVersion(1))),
  ])
  func readsASystemAndAVersion(text: String, expected: DeploymentTarget) {
    #expect(DeploymentTarget(text) == expected)
  }

  @Test(arguments: [
    "", "17", "iOS", "iOS ", "iOS  17", "iOS17.", "iPadOS17", "xrOS1", "osx10.15", "17iOS",
    "iOS-17", "mac OS13", "iOS17 ",
  ])
  func rejectsAnythingElse(text: String) {
    #expect(DeploymentTarget(text) == nil)
  }

  @Test func describesAsAvailabilitySpellsIt() {
    #expect(DeploymentTarget(.macOS, OSVersion(13, 3)).description == "macOS 13.3")
  }
}
