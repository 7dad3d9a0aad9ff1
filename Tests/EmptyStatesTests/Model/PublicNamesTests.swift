import Foundation
import Testing

/// Importing the package must not take names an app commonly uses for its own types: model types
/// nest under ``EmptyState`` or carry `EmptyState` in their name. The few top-level names without
/// it were each chosen on purpose and are listed here, so a new one needs a reviewer's decision.
@Suite struct PublicNamesTests {
  /// Top-level public names without the `EmptyState` prefix, reviewed: each names a concept of
  /// the package itself (a load state, what a screen presents, a renderer), not a common model
  /// word.
  static let reviewedNames: Set<String> = [
    "CopyIssue", "CopyReview", "FailureReason", "FailureReasonProviding", "HTMLRenderer",
    "HTTPStatusError", "LoadState", "LocalizedEmptyState", "LocalizedPresentation",
    "LocalizedText", "Presentation", "PresentationRules", "ProgressPolicy", "SearchFilters",
    "SearchQuery", "TerminalRenderer",
  ]

  /// Names an app is likely to declare itself; none may be top-level in the package.
  static let commonNames = ["Media", "Tone", "Preset", "AccessibilityElement", "TextDirection"]

  static func topLevelPublicNames() throws -> [String: String] {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let declaration = try Regex(
      #"^(?<indent> *)public (?:final )?(?:struct|enum|protocol|class|actor|typealias) (?<name>\w+)"#
    )
    var names: [String: String] = [:]
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      // SwiftUI files wrap everything in `#if canImport(SwiftUI)`, one level in.
      let topIndent = text.hasPrefix("#if") ? 2 : 0
      for line in text.split(separator: "\n") {
        guard let match = line.firstMatch(of: declaration),
          match.output["indent"]?.substring?.count == topIndent,
          let name = match.output["name"]?.substring
        else { continue }
        names[String(name)] = file.lastPathComponent
      }
    }
    return names
  }

  @Test func everyTopLevelNameIsPrefixedOrReviewed() throws {
    let names = try Self.topLevelPublicNames()
    #expect(names.count > 20, "the scan found the package's declarations")
    #expect(names["EmptyState"] == "EmptyState.swift")
    let unexpected = names.keys.filter {
      !$0.contains("EmptyState") && !Self.reviewedNames.contains($0)
    }
    #expect(unexpected.sorted() == [])
  }

  @Test(arguments: commonNames)
  func commonNamesAreNestedUnderEmptyState(name: String) throws {
    let names = try Self.topLevelPublicNames()
    #expect(names[name] == nil)
    #expect(names.count > 20)
  }
}
