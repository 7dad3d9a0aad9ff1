import Testing

@testable import EmptyStatesLint

@Suite struct APIAvailabilityTests {
  let sample = APIAvailability(
    "Sample.member(first:_:last:)", .member, iOS: .since(16, 4), macOS: .since(13),
    tvOS: .unavailable, watchOS: .since(9), visionOS: .since(1))

  @Test(arguments: [
    (AppleOS.iOS, OSVersion(16, 3), false), (.iOS, OSVersion(16, 4), true),
    (.iOS, OSVersion(17), true), (.iOS, OSVersion(15), false),
    (.macOS, OSVersion(12, 9, 9), false), (.macOS, OSVersion(13), true),
    (.tvOS, OSVersion(99), false), (.watchOS, OSVersion(9), true), (.visionOS, OSVersion(1), true),
  ])
  func isAvailableFromTheIntroducingVersionOn(os: AppleOS, target: OSVersion, expected: Bool) {
    #expect(sample.isAvailable(on: os, at: target) == expected)
    #expect(sample.isAvailable(at: DeploymentTarget(os, target)) == expected)
  }

  @Test func readsItsNameParts() {
    #expect(sample.qualifiedName == "Sample.member")
    #expect(sample.baseName == "member")
    #expect(sample.owner == "Sample")
    #expect(sample.labels == ["first", "_", "last"])
  }

  @Test func aTypeHasNoOwnerAndNoLabels() {
    let type = APIAvailability(
      "Table", .type, iOS: .since(16), macOS: .since(12), tvOS: .unavailable,
      watchOS: .unavailable, visionOS: .since(1))
    #expect(type.baseName == "Table")
    #expect(type.owner == nil)
    #expect(type.labels == nil)
  }

  @Test(arguments: [
    ([String](), 0, true), (["first"], 0, true), (["first", "_"], 0, true),
    (["_", "last"], 0, true), (["first", "last"], 0, true), (["first"], 1, true),
    ([], 3, true), (["last"], 1, false), (["last", "first"], 0, false), (["other"], 0, false),
    ([], 4, false), (["first", "_", "last", "_"], 0, false),
  ])
  func fitsCallsWhoseLabelsAppearInOrder(labels: [String], closures: Int, expected: Bool) {
    #expect(sample.fits(labels: labels, trailingClosures: closures) == expected)
  }

  @Test func anInitializerNeedsItsFirstLabel() {
    let initializer = APIAvailability(
      "ProgressView(timerInterval:countsDown:)", .initializer, iOS: .since(16),
      macOS: .since(13), tvOS: .since(16), watchOS: .since(9), visionOS: .since(1))
    #expect(initializer.fits(labels: ["timerInterval"], trailingClosures: 0))
    #expect(initializer.fits(labels: ["timerInterval", "countsDown"], trailingClosures: 0))
    #expect(!initializer.fits(labels: [], trailingClosures: 0))
    #expect(!initializer.fits(labels: ["value"], trailingClosures: 0))
  }
}
