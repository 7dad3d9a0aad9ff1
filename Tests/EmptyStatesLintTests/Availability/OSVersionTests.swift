import Testing

@testable import EmptyStatesLint

@Suite struct OSVersionTests {
  @Test(arguments: [
    ("17", OSVersion(17, 0, 0)), ("17.4", OSVersion(17, 4, 0)), ("10.15.2", OSVersion(10, 15, 2)),
    ("1", OSVersion(1, 0, 0)), ("26.0", OSVersion(26, 0, 0)), ("007.01", OSVersion(7, 1, 0)),
  ])
  func readsOneToThreeNumbers(text: String, expected: OSVersion) {
    #expect(OSVersion(text) == expected)
  }

  @Test(arguments: [
    "", ".", "17.", ".4", "17..4", "17.4.1.0", "v17", "17a", "-1", "+17", " 17", "17 ", "1 7",
    "iOS17", "17,4", "٣", "99999999999999999999",
  ])
  func rejectsAnythingElse(text: String) {
    #expect(OSVersion(text) == nil)
  }

  @Test func ordersByMajorThenMinorThenPatch() {
    let ascending = [
      OSVersion(9, 9, 9), OSVersion(10, 0), OSVersion(10, 9), OSVersion(10, 15),
      OSVersion(10, 15, 1),
      OSVersion(16), OSVersion(16, 4), OSVersion(17),
    ]
    #expect(ascending.shuffled().sorted() == ascending)
    #expect(OSVersion(10, 15) > OSVersion(10, 9))
    #expect(!(OSVersion(17) < OSVersion(17, 0, 0)))
  }

  @Test(arguments: [
    (OSVersion(17), "17.0"), (OSVersion(16, 4), "16.4"), (OSVersion(10, 15, 2), "10.15.2"),
  ])
  func describesWithMajorAndMinorAndAnyPatch(version: OSVersion, expected: String) {
    #expect(version.description == expected)
  }
}
