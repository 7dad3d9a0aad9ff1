import Foundation
import Testing

@Suite struct LintStampsTests {
  static let work = "/build/plugins/App/EmptyStatesLintBuild"
  let stamps = LintStamps(
    workDirectory: URL(fileURLWithPath: work), sourceRoot: URL(fileURLWithPath: "/package"),
    kind: .ignored)

  @Test func aStampIsNamedAfterItsFilesPathBelowTheSourceRoot() {
    let file = URL(fileURLWithPath: "/package/Sources/App/Views/Inbox.swift")
    #expect(
      stamps.stamp(for: file).path == Self.work + "/Sources_sApp_sViews_sInbox.swift.lint.docc")
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
        == Self.work + "/outside-source-root_sshared_smy__app_sInbox.swift.lint.docc")
    #expect(stamps.displayName(for: file) == "Linting Inbox.swift for empty-state pitfalls")
  }

  @Test func aFolderWhoseNameOnlyStartsLikeTheRootIsOutsideIt() {
    let stamps = LintStamps(
      workDirectory: URL(fileURLWithPath: Self.work),
      sourceRoot: URL(fileURLWithPath: "/package/Sources/App"), kind: .ignored)
    #expect(stamps.relativePath(of: URL(fileURLWithPath: "/package/Sources/AppKit/A.swift")) == nil)
    #expect(stamps.relativePath(of: URL(fileURLWithPath: "/package/Sources/App")) == nil)
    #expect(
      stamps.relativePath(of: URL(fileURLWithPath: "/package/Sources/App/A.swift")) == "A.swift")
  }

  @Test func theArgumentsNameTheStampThenTheFile() {
    let file = URL(fileURLWithPath: "/package/Inbox.swift")
    #expect(
      stamps.arguments(for: file) == [
        "--stamp", Self.work + "/Inbox.swift.lint.docc", "/package/Inbox.swift",
      ])
  }

  /// SwiftPM ignores a command's `.docc` outputs; it compiles `.swift` ones and bundles any
  /// other as a resource. Scripts/measure-lint-build-plugin checks the build itself.
  @Test(arguments: [
    (LintStamps.Kind.ignored, "docc"), (LintStamps.Kind.swiftSource, "swift"),
  ])
  func eachKindOfStampHasTheExtensionThatDecidesWhatTheBuildDoesWithIt(
    kind: LintStamps.Kind, pathExtension: String
  ) {
    let stamps = LintStamps(
      workDirectory: URL(fileURLWithPath: Self.work), sourceRoot: URL(fileURLWithPath: "/package"),
      kind: kind)
    let stamp = stamps.stamp(for: URL(fileURLWithPath: "/package/Sources/App/Inbox.swift"))
    #expect(stamp.pathExtension == pathExtension)
    #expect(stamp.lastPathComponent.hasPrefix("Sources_sApp_sInbox.swift.lint."))
  }

  /// Ignored stamps are gathered into one Swift file, so that the build runs their commands;
  /// compiled ones need none.
  @Test func onlyIgnoredStampsHaveASummaryAndItIsASwiftFile() throws {
    let summary = try #require(stamps.summary)
    #expect(summary.path == Self.work + "/empty-states-lint.stamps.swift")
    let compiled = LintStamps(
      workDirectory: URL(fileURLWithPath: Self.work), sourceRoot: URL(fileURLWithPath: "/package"),
      kind: .swiftSource)
    #expect(compiled.summary == nil)
  }
}
