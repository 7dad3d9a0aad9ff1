import Foundation
import Testing

@Suite struct LintStampsTests {
  static let work = "/build/plugins/App/EmptyStatesLintBuild"
  let stamps = LintStamps(
    workDirectory: URL(fileURLWithPath: work), sourceRoot: URL(fileURLWithPath: "/package"))

  @Test func aStampIsASwiftFileNamedAfterItsFilesPathBelowTheSourceRoot() {
    let file = URL(fileURLWithPath: "/package/Sources/App/Views/Inbox.swift")
    #expect(
      stamps.stamp(for: file).path == Self.work + "/Sources_sApp_sViews_sInbox.swift.lint.swift")
    #expect(
      stamps.displayName(for: file)
        == "Linting Sources/App/Views/Inbox.swift for empty-state pitfalls")
  }

  /// A module may not hold two Swift files of one name, so no two stamps share one.
  @Test func noTwoFilesShareAStampName() {
    let files = [
      "/package/Sources/App/Inbox/List.swift", "/package/Sources/App/Outbox/List.swift",
      "/package/Sources/App/List.swift", "/elsewhere/Sources/App/List.swift",
      "/package/Sources/App/a_/b.swift", "/package/Sources/App/a/_b.swift",
      "/package/Sources/App/a_sb.swift", "/package/Sources/App/a/b.swift",
    ].map { URL(fileURLWithPath: $0) }
    let stampFiles = files.map { stamps.stamp(for: $0) }
    #expect(Set(stampFiles.map(\.lastPathComponent)).count == files.count)
    #expect(Set(stampFiles.map { $0.deletingLastPathComponent().path }) == [Self.work])
  }

  @Test func aFileOutsideTheSourceRootIsNamedByItsWholePath() {
    let file = URL(fileURLWithPath: "/shared/my_app/Inbox.swift")
    #expect(
      stamps.stamp(for: file).path
        == Self.work + "/outside-source-root_sshared_smy__app_sInbox.swift.lint.swift")
    #expect(stamps.displayName(for: file) == "Linting Inbox.swift for empty-state pitfalls")
  }

  @Test func aFolderWhoseNameOnlyStartsLikeTheRootIsOutsideIt() {
    let stamps = LintStamps(
      workDirectory: URL(fileURLWithPath: Self.work),
      sourceRoot: URL(fileURLWithPath: "/package/Sources/App"))
    #expect(stamps.relativePath(of: URL(fileURLWithPath: "/package/Sources/AppKit/A.swift")) == nil)
    #expect(stamps.relativePath(of: URL(fileURLWithPath: "/package/Sources/App")) == nil)
    #expect(
      stamps.relativePath(of: URL(fileURLWithPath: "/package/Sources/App/A.swift")) == "A.swift")
  }

  @Test func theArgumentsNameTheStampThenTheFile() {
    let file = URL(fileURLWithPath: "/package/Inbox.swift")
    #expect(
      stamps.arguments(for: file) == [
        "--stamp", Self.work + "/Inbox.swift.lint.swift", "/package/Inbox.swift",
      ])
  }
}
