import Testing

@testable import EmptyStatesLint

@Suite struct PathGlobTests {
  @Test(arguments: [
    ("*.swift", "Row.swift", true), ("*.swift", "Views/Row.swift", false),
    ("**/*.swift", "Row.swift", true), ("**/*.swift", "Views/Lists/Row.swift", true),
    ("**/*Tests.swift", "Sync/SyncTests.swift", true), ("**/*Tests.swift", "Tests.swiftx", false),
    ("Views/**", "Views/Lists/Row.swift", true), ("Views/**", "Models/Row.swift", false),
    ("Row?.swift", "Row2.swift", true), ("Row?.swift", "Row.swift", false),
    ("[RS]ow.swift", "Sow.swift", true), ("[!R]ow.swift", "Row.swift", false),
    ("[a-c]*.md", "b-notes.md", true), ("[a-c]*.md", "d.md", false),
    ("*.{h,m}", "Bridge.m", true), ("*.{h,m}", "Bridge.swift", false),
    ("[unclosed", "[unclosed", true), ("./Info.plist", "Info.plist", true),
  ])
  func matchesWholePaths(pattern: String, path: String, expected: Bool) {
    #expect(PathGlob(pattern).matches(path) == expected)
  }

  @Test(arguments: [
    ("Previews", "Previews/Row.swift", true), ("Preview*", "Previews/Deep/Row.swift", true),
    ("Previews", "Screens/Previews.swift", false), ("*.swift", "Views/Row.swift", false),
  ])
  func aMatchingFolderMatchesWhatItHolds(pattern: String, path: String, expected: Bool) {
    #expect(PathGlob(pattern).matchesPathOrFolder(path) == expected)
  }
}
