import Foundation
import Testing

@Suite struct LintStampsTests {
  let stamps = LintStamps(
    workDirectory: URL(fileURLWithPath: "/build/plugins/App/EmptyStatesLintBuild"),
    sourceRoot: URL(fileURLWithPath: "/package/Sources/App"))

  @Test func aStampMirrorsItsFilesPathBelowTheSourceRoot() {
    let file = URL(fileURLWithPath: "/package/Sources/App/Views/Inbox.swift")
    #expect(
      stamps.stamp(for: file).path
        == "/build/plugins/App/EmptyStatesLintBuild/Views/Inbox.swift.lint")
    #expect(stamps.displayName(for: file) == "Linting Views/Inbox.swift for empty-state pitfalls")
  }

  @Test func filesOfOneNameInDifferentFoldersHaveDifferentStamps() {
    let files = [
      "/package/Sources/App/Inbox/List.swift", "/package/Sources/App/Outbox/List.swift",
      "/package/Sources/App/List.swift", "/elsewhere/App/List.swift",
    ].map { URL(fileURLWithPath: $0) }
    let paths = files.map { stamps.stamp(for: $0).path }
    #expect(Set(paths).count == files.count)
    #expect(paths.allSatisfy { $0.hasPrefix("/build/plugins/App/EmptyStatesLintBuild/") })
  }

  @Test func aFileOutsideTheSourceRootIsStampedByItsWholePath() {
    let file = URL(fileURLWithPath: "/package/Shared/Sources/App/Views/Inbox.swift")
    #expect(
      stamps.stamp(for: file).path
        == "/build/plugins/App/EmptyStatesLintBuild/outside-source-root/package/Shared/Sources/"
        + "App/Views/Inbox.swift.lint")
    #expect(stamps.displayName(for: file) == "Linting Inbox.swift for empty-state pitfalls")
  }

  @Test func aFolderWhoseNameOnlyStartsLikeTheRootIsOutsideIt() {
    let file = URL(fileURLWithPath: "/package/Sources/AppKit/Inbox.swift")
    #expect(stamps.relativePath(of: file) == nil)
    #expect(stamps.relativePath(of: URL(fileURLWithPath: "/package/Sources/App")) == nil)
  }

  @Test func theArgumentsNameTheStampThenTheFile() {
    let file = URL(fileURLWithPath: "/package/Sources/App/Inbox.swift")
    #expect(
      stamps.arguments(for: file) == [
        "--stamp", "/build/plugins/App/EmptyStatesLintBuild/Inbox.swift.lint",
        "/package/Sources/App/Inbox.swift",
      ])
  }
}
