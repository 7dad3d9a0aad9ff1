import Testing

@testable import EmptyStatesLint

@Suite struct AppleOSTests {
  @Test(arguments: [
    ("iOS", AppleOS.iOS, false), ("macOS", .macOS, false), ("OSX", .macOS, false),
    ("visionOS", .visionOS, false), ("iOSApplicationExtension", .iOS, true),
    ("OSXApplicationExtension", .macOS, true), ("watchOSApplicationExtension", .watchOS, true),
  ])
  func platformNamesOfAvailabilityChecks(name: String, os: AppleOS, isExtension: Bool) {
    let checked = AppleOS.checked(byPlatformName: name)
    #expect(checked?.os == os)
    #expect(checked?.isExtension == isExtension)
  }

  @Test(arguments: ["macCatalyst", "Linux", "ios", "ApplicationExtension", "*", ""])
  func otherNamesCheckNoSystemOfTheTable(name: String) {
    #expect(AppleOS.checked(byPlatformName: name) == nil)
  }
}
