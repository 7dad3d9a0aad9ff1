import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct RelativePathTests {
  @Test(arguments: [
    ("/r/a/B.swift", "B.swift"), ("/r/a/./x//B.swift", "x/B.swift"), ("C.swift", "C.swift"),
    ("/r/other/D.swift", "/r/other/D.swift"), ("/r/ab/E.swift", "/r/ab/E.swift"),
  ])
  func insideTheBaseIsRelativeAndOutsideIsAbsolute(path: String, expected: String) {
    #expect(RelativePath.path(path, from: URL(fileURLWithPath: "/r/a")) == expected)
  }

  @Test func aRelativePathStartsFromTheCurrentFolder() {
    let root = URL(fileURLWithPath: "/r")
    #expect(
      RelativePath.path("B.swift", from: root, current: URL(fileURLWithPath: "/r/a")) == "a/B.swift"
    )
  }

  @Test func theRepositoryRootIsTheNearestFolderWithGit() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.path("repo/.git"), withIntermediateDirectories: true)
    let inner = folder.url.appendingPathComponent("repo/a/b")
    #expect(RelativePath.repositoryRoot(from: inner).path == folder.path("repo"))
    let outside = folder.url.appendingPathComponent("plain")
    #expect(RelativePath.repositoryRoot(from: outside).path == outside.path)
  }
}
