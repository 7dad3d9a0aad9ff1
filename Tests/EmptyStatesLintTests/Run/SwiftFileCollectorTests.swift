import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct SwiftFileCollectorTests {
  /// The paths found under `folder`, relative to it.
  func found(_ paths: [String], in folder: TemporaryFolder) -> [String] {
    var collector = SwiftFileCollector()
    return paths.flatMap { collector.collect(folder.path($0)).files }.map {
      String($0.path.dropFirst(folder.url.path.count + 1))
    }
  }

  @Test func recursesInSortedOrderAndFindsOnlySwiftFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["b/Z.swift", "b/a/Y.swift", "a.swift", "c.swift", "b/notes.txt", "b/X.swifty"] {
      try folder.write("root/\(name)", "")
    }
    #expect(
      found(["root"], in: folder)
        == ["root/a.swift", "root/b/Z.swift", "root/b/a/Y.swift", "root/c.swift"].sorted())
  }

  @Test(arguments: [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"])
  func skipsBuildAndDependencyFolders(name: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("root/\(name)/Skipped.swift", "")
    try folder.write("root/Kept.swift", "")
    try folder.write("root/Sub/\(name)Not/Kept.swift", "")
    #expect(found(["root"], in: folder) == ["root/Kept.swift", "root/Sub/\(name)Not/Kept.swift"])
  }

  @Test func aFileGivenIsLintedWhateverItsNameAndAFolderGivenIsEntered() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Script.txt", "")
    try folder.write(".build/Given.swift", "")
    #expect(found(["Script.txt", ".build"], in: folder) == ["Script.txt", ".build/Given.swift"])
  }

  @Test func aSymbolicLinkLoopEndsAndEachFileIsFoundOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("root/a/One.swift", "")
    try folder.link("root/a/up", to: "..")
    try folder.link("root/a/self", to: ".")
    try folder.link("root/Alias.swift", to: "a/One.swift")
    // Both links lead back into folders already entered; the alias is a file already found.
    #expect(found(["root"], in: folder) == ["root/Alias.swift"])
    #expect(found(["root/a", "root"], in: folder) == ["root/a/One.swift"])
  }

  @Test func missingPathsAndDanglingLinksAreUnreadable() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("root/Here.swift", "")
    try folder.link("root/Gone.swift", to: "nowhere.swift")
    var collector = SwiftFileCollector()
    let (files, notes) = collector.collect(folder.path("root"))
    #expect(files.map(\.path) == [folder.path("root/Here.swift")])
    #expect(
      notes == [
        EmptyStateLinter.Note(
          file: folder.path("root/Gone.swift"), message: "cannot be read", isUnreadable: true)
      ])
    let missing = collector.collect(folder.path("missing"))
    #expect(missing.files.isEmpty)
    #expect(missing.notes.map(\.isUnreadable) == [true])
  }
}
