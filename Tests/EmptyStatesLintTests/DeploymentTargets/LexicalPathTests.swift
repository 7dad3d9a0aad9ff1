import Testing

@testable import EmptyStatesLint

@Suite struct LexicalPathTests {
  @Test(arguments: [
    ("/p/App", "Views/List.swift", "/p/App/Views/List.swift"),
    ("/p/App", "../Shared/./Row.swift", "/p/Shared/Row.swift"),
    ("/p/App", "/opt/Log.swift", "/opt/Log.swift"),
    ("/p/App/", "", "/p/App"),
    ("/p", "../../..", "/"),
    ("", "Sources//A.swift", "Sources/A.swift"),
    ("Sources", "../../A.swift", "../A.swift"),
  ])
  func joinsAndNormalizes(base: String, relative: String, expected: String) {
    #expect(LexicalPath.join(base, relative) == expected)
  }

  @Test(arguments: [
    ("/p/App.xcodeproj/project.pbxproj", "/p/App.xcodeproj"), ("/Package.swift", "/"),
    ("project.yml", "."), ("Config/Base.xcconfig", "Config"),
  ])
  func theFolderOfAPathIsWhatPrecedesItsLastSlash(path: String, folder: String) {
    #expect(LexicalPath.folder(of: path) == folder)
  }

  @Test(arguments: [("./", "."), ("a/..", "."), ("//a///b/", "/a/b"), ("../a/../b", "../b")])
  func normalizesComponents(path: String, expected: String) {
    #expect(LexicalPath.normalized(path) == expected)
  }
}
