import Foundation

/// A SARIF 2.1.0 log of one run of the linter: the parts of the OASIS format that code-scanning
/// services read, spelled as the schema spells them.
struct SARIFLog: Encodable {
  struct Text: Encodable {
    var text: String
  }

  struct Help: Encodable {
    var text: String
    var markdown: String
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct Rule: Encodable {
    var id: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Help
    var defaultConfiguration: Configuration
  }

  struct Driver: Encodable {
    var name: String
    var informationUri: String
    var version: String
    var rules: [Rule]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
  }

  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: ArtifactLocation]
    var results: [Result]
  }

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  /// The schema the log follows.
  static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  /// What locations inside the repository are relative to.
  static let rootBaseID = "%SRCROOT%"

  let schema = schemaURI
  let version = "2.1.0"
  var runs: [Run]

  /// The log of `findings`; paths inside `root` are relative to it.
  init(
    _ findings: [EmptyStateLinter.Finding], root: URL, currentDirectory: URL, toolVersion: String
  ) {
    let rules = EmptyStateLinter.Rule.allCases.map { rule in
      let documentation = rule.documentation
      return Rule(
        id: rule.rawValue, shortDescription: Text(text: documentation.summary),
        fullDescription: Text(text: documentation.rationale),
        help: Help(
          text: "\(documentation.fix)\n\nInstead of:\n\(documentation.badExample)\n\n"
            + "Write:\n\(documentation.goodExample)",
          markdown: "\(documentation.fix)\n\nInstead of:\n\n```swift\n"
            + "\(documentation.badExample)\n```\n\nWrite:\n\n```swift\n"
            + "\(documentation.goodExample)\n```"),
        defaultConfiguration: Configuration(level: "warning"))
    }
    let results = findings.map { finding in
      let absolute = RelativePath.absolute(finding.file, current: currentDirectory)
      let relative = RelativePath.path(finding.file, from: root, current: currentDirectory)
      let artifact =
        relative.hasPrefix("/")
        ? ArtifactLocation(uri: absolute.absoluteString, uriBaseId: nil)
        : ArtifactLocation(uri: Self.uriPath(relative), uriBaseId: Self.rootBaseID)
      return Result(
        ruleId: finding.rule.rawValue,
        ruleIndex: EmptyStateLinter.Rule.allCases.firstIndex(of: finding.rule) ?? 0,
        level: finding.severity.rawValue, message: Text(text: finding.message),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: artifact,
              region: Region(startLine: finding.line, startColumn: finding.column)))
        ])
    }
    let rootURI = URL(fileURLWithPath: root.path, isDirectory: true).absoluteString
    runs = [
      Run(
        tool: Tool(
          driver: Driver(
            name: "empty-states lint", informationUri: EmptyStateLinter.Format.informationURI,
            version: toolVersion, rules: rules)),
        originalUriBaseIds: [Self.rootBaseID: ArtifactLocation(uri: rootURI, uriBaseId: nil)],
        results: results)
    ]
  }

  /// A relative path as a URI reference: each component percent-encoded.
  private static func uriPath(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
        ?? String($0)
    }.joined(separator: "/")
  }
}
