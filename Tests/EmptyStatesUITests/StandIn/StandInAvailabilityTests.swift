import Foundation
import Testing

/// Reads the mirror's sources (`AppleSDKMirror/SwiftUI`, `AppleSDKMirror/Foundation`,
/// `AppleSDKMirror/UIKit`, `AppleSDKMirror/AppKit`) as text and lists every top-level public
/// declaration or extension that does not say, for each platform whose SDK has the module (all
/// five for SwiftUI and Foundation; iOS, tvOS, watchOS and visionOS for UIKit; macOS for AppKit),
/// from which version Apple has it (or that it is unavailable there). Declarations
/// of the inspection harness (`@_spi(Inspection)`) are not Apple's and are exempt; members
/// inherit their type's or extension's availability, as the compiler reads it. A declaration
/// inside a top-level `#if` (one SDK generation's) is read as top-level, and attributes that
/// differ per generation (`#if APPLE_SDK_27` around `@available` lines) count from every branch.
///
/// `Scripts/typecheck-apple-platforms` checks the same through the compiler, platform by
/// platform (`-require-explicit-availability`); this test says it without an Apple target.
enum StandInAvailability {
  static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

  /// The platforms whose SDKs have the module a mirror folder declares.
  static func platforms(of folder: String) -> [String] {
    switch folder {
    case "AppleSDKMirror/UIKit": ["iOS", "tvOS", "watchOS", "visionOS"]
    case "AppleSDKMirror/AppKit": ["macOS"]
    default: platforms
    }
  }

  /// `file:line: declaration` for each declaration without five platforms' availability.
  static func findings(
    in source: String, file: String, platforms: [String] = StandInAvailability.platforms
  ) -> [String] {
    let lines = unindentingConditionalBlocks(source.components(separatedBy: "\n"))
    var findings: [String] = []
    for (index, line) in lines.enumerated() where isTopLevelDeclaration(line) {
      let attributes = attributeLines(before: index, in: lines) + [line]
      if attributes.contains(where: { $0.contains("@_spi(") }) { continue }
      if line.hasPrefix("extension"), !extensionDeclaresPublicMembers(from: index, in: lines) {
        continue
      }
      let missing = platforms.filter { !covers($0, attributes) }
      if !missing.isEmpty {
        findings.append(
          "\(file):\(index + 1): no availability for \(missing.joined(separator: ", ")): \(line)")
      }
    }
    return findings
  }

  /// Every `@available(…, *)` list that leaves out a platform not marked unavailable beside it.
  static func incompleteLists(
    in source: String, file: String, platforms: [String] = StandInAvailability.platforms
  ) -> [String] {
    let lines = source.components(separatedBy: "\n")
    return lines.enumerated().compactMap { index, line in
      guard let range = line.range(of: "@available("), line.contains(", *)"),
        !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      else { return nil }
      let list = line[range.upperBound...]
      let group = attributeGroup(around: index, in: lines)
      let missing = platforms.filter { platform in
        !list.contains("\(platform) ")
          && !group.contains { $0.contains("@available(\(platform), unavailable") }
      }
      return missing.isEmpty
        ? nil : "\(file):\(index + 1): list without \(missing.joined(separator: ", "))"
    }
  }

  /// The attribute lines next to line `index`, above and below, up to the declaration.
  static func attributeGroup(around index: Int, in lines: [String]) -> [String] {
    let isAttribute = { (line: String) in
      line.trimmingCharacters(in: .whitespaces).hasPrefix("@")
    }
    var start = index
    while start > 0, isAttribute(lines[start - 1]) { start -= 1 }
    var end = index
    while end + 1 < lines.count, isAttribute(lines[end + 1]) { end += 1 }
    return Array(lines[start...end])
  }

  static func isTopLevelDeclaration(_ line: String) -> Bool {
    guard let first = line.first, first != " ", first != "/", first != "}", first != "@" else {
      return false
    }
    if line.hasPrefix("extension ") { return true }
    let words = line.split(separator: " ").map(String.init)
    return words.contains("public") || words.contains("open")
  }

  /// The lines with the indentation of each enclosing top-level `#if` block taken away, so that a
  /// declaration of one SDK generation reads as the top-level declaration it is.
  static func unindentingConditionalBlocks(_ lines: [String]) -> [String] {
    var depth = 0
    return lines.map { line in
      let spaces = line.prefix { $0 == " " }.count
      let trimmed = String(line.dropFirst(spaces))
      if trimmed.hasPrefix("#if"), spaces == 2 * depth {
        depth += 1
        return trimmed
      }
      if depth > 0, spaces == 2 * (depth - 1),
        ["#else", "#elseif", "#endif"].contains(where: { trimmed.hasPrefix($0) })
      {
        if trimmed.hasPrefix("#endif") { depth -= 1 }
        return trimmed
      }
      return String(line.dropFirst(min(spaces, 2 * depth)))
    }
  }

  /// The attribute and comment lines right above a declaration, through the `#if`, `#else` and
  /// `#endif` lines of attributes that differ per SDK generation.
  static func attributeLines(before index: Int, in lines: [String]) -> [String] {
    var result: [String] = []
    var cursor = index - 1
    while cursor >= 0,
      lines[cursor].hasPrefix("@") || lines[cursor].hasPrefix("//") || lines[cursor].hasPrefix("#")
    {
      if lines[cursor].hasPrefix("@") { result.append(lines[cursor]) }
      cursor -= 1
    }
    return result
  }

  static func extensionDeclaresPublicMembers(from index: Int, in lines: [String]) -> Bool {
    if lines[index].hasSuffix("{}") { return false }
    var cursor = index + 1
    while cursor < lines.count, !lines[cursor].hasPrefix("}") {
      let words = lines[cursor].split(separator: " ")
      if (words.contains("public") || words.contains("open"))
        && !lines[cursor].contains("@_spi(")
      {
        return true
      }
      cursor += 1
    }
    return false
  }

  static func covers(_ platform: String, _ attributes: [String]) -> Bool {
    attributes.contains { attribute in
      attribute.hasPrefix("@available(*, unavailable")
        || (attribute.hasPrefix("@available(")
          && (attribute.contains("(\(platform), ") || attribute.contains(" \(platform) ")
            || attribute.contains("(\(platform) ")))
    }
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func sources() throws -> [(file: String, text: String, platforms: [String])] {
    try [
      "AppleSDKMirror/SwiftUI", "AppleSDKMirror/Foundation", "AppleSDKMirror/UIKit",
      "AppleSDKMirror/AppKit",
    ].flatMap { folder in
      let root = packageRoot.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      return try (files ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { name in
        let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        return (file: "\(folder)/\(name)", text: text, platforms: platforms(of: folder))
      }
    }
  }
}

@Suite struct StandInAvailabilityTests {
  @Test func everyStandInDeclarationSaysWhereAppleHasIt() throws {
    let sources = try StandInAvailability.sources()
    #expect(sources.count > 30)
    let findings = sources.flatMap {
      StandInAvailability.findings(in: $0.text, file: $0.file, platforms: $0.platforms)
    }
    #expect(findings == [])
  }

  @Test func everyAvailabilityListNamesAllFivePlatforms() throws {
    let findings = try StandInAvailability.sources().flatMap {
      StandInAvailability.incompleteLists(in: $0.text, file: $0.file, platforms: $0.platforms)
    }
    #expect(findings == [])
  }

  @Test(arguments: [
    ("public struct Bare {}", ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]),
    (
      "@available(iOS 13.0, *)\npublic struct OnlyIOS {}", ["macOS", "tvOS", "watchOS", "visionOS"]
    ),
    (
      "extension Bare {\n  public func member() {}\n}",
      ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
    ),
    (
      "@available(iOS 13.0, macOS 10.15, visionOS 1.0, *)\n@available(tvOS, unavailable)\n"
        + "public struct NoWatch {}", ["watchOS"]
    ),
    (
      "#if APPLE_SDK_18\n  public struct OneGeneration {}\n#endif",
      ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
    ),
    (
      "#if !APPLE_SDK_18\n  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)\n"
        + "  extension A {\n    public func member() {}\n  }\n#endif", ["watchOS"]
    ),
  ])
  func declarationsMissingAPlatformAreFound(source: String, missing: [String]) {
    let findings = StandInAvailability.findings(in: source, file: "Planted.swift")
    #expect(findings.count == 1)
    #expect(
      findings.first?.contains("no availability for \(missing.joined(separator: ", "))") == true)
  }

  @Test(arguments: [
    "@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)\npublic struct A {}",
    "@_spi(Inspection) public struct Harness {}",
    "extension A {\n  func internalOnly() {}\n}",
    "@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)\n@available(watchOS, unavailable)\n"
      + "public struct NotOnWatch {}",
    "@available(*, unavailable)\nextension A: Sendable {}",
    "extension A: Sendable {}\n@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)\n"
      + "public struct B {}",
    """
    #if APPLE_SDK_27
      @available(iOS, introduced: 13.0, deprecated: 27.0)
      @available(macOS, introduced: 10.15, deprecated: 27.0)
      @available(tvOS, introduced: 13.0, deprecated: 27.0)
      @available(watchOS, introduced: 6.0, deprecated: 27.0)
      @available(visionOS, introduced: 1.0, deprecated: 27.0)
    #else
      @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    #endif
    public func deprecatedIn27() {}
    """,
    """
    #if APPLE_SDK_27
      @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
      public struct ControlSized {}
    #else
      @available(iOS 15.0, macOS 12.0, watchOS 9.0, visionOS 1.0, *)
      @available(tvOS, unavailable)
      public struct ControlSized {}
    #endif
    """,
  ])
  func declarationsWithFivePlatformsOrNotAppleAPIPass(source: String) {
    #expect(StandInAvailability.findings(in: source, file: "Planted.swift") == [])
  }

  @Test func aListLeavingOutAPlatformIsFound() {
    let findings = StandInAvailability.incompleteLists(
      in: "  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)", file: "Planted.swift")
    #expect(findings == ["Planted.swift:1: list without visionOS"])
  }

  @Test func aListLeavingOutAnUnavailablePlatformPasses() {
    let source = """
        @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
        @available(visionOS, unavailable)
        public static var glass: Glass { get }
      """
    #expect(StandInAvailability.incompleteLists(in: source, file: "Planted.swift") == [])
  }
}
