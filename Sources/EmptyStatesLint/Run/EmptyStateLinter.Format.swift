import EmptyStates
import Foundation

extension EmptyStateLinter {
  /// How findings are printed.
  ///
  /// ```swift
  /// EmptyStateLinter.Format.text.render(report.findings, toolVersion: "0.1.0")
  /// // Sources/Feed.swift:12:7: warning: … [empty-state-in-list-row]
  /// ```
  public enum Format: String, CaseIterable, Sendable {
    /// One line a finding, `file:line:column: warning: message [rule]`, as Xcode and editors read.
    case text
    /// One JSON array of `{"file", "line", "column", "rule", "severity", "message"}`, paths
    /// relative to the current directory.
    case json
    /// A SARIF 2.1.0 log for code-scanning services, with each rule's documentation; paths
    /// relative to the repository root (`%SRCROOT%`).
    case sarif

    /// Where people read about the linter: SARIF's `informationUri`.
    public static let informationURI = "https://github.com/swift-empty-states/swift-empty-states"

    /// The findings in this format.
    /// - Parameters:
    ///   - findings: What a ``EmptyStateLinter`` found.
    ///   - currentDirectory: The folder relative paths start from; the repository root is the
    ///     nearest folder upward from it that holds `.git`, or the folder itself.
    ///   - toolVersion: The linter's version, for SARIF.
    /// - Returns: The output, ending with a newline unless it is empty text.
    public func render(
      _ findings: [EmptyStateLinter.Finding],
      currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      toolVersion: String
    ) -> String {
      switch self {
      case .text:
        return findings.map {
          TextHygiene.displayable(
            "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) "
              + "[\($0.rule.rawValue)]", newlines: .joined) + "\n"
        }.joined()
      case .json:
        return Self.encode(
          findings.map { JSONFinding($0, file: RelativePath.path($0.file, from: currentDirectory)) }
        )
      case .sarif:
        return Self.encode(
          SARIFLog(
            findings, root: RelativePath.repositoryRoot(from: currentDirectory),
            currentDirectory: currentDirectory, toolVersion: toolVersion))
      }
    }

    /// One finding as `--format json` prints it.
    private struct JSONFinding: Encodable {
      var file: String
      var line: Int
      var column: Int
      var rule: String
      var severity: String
      var message: String

      init(_ finding: EmptyStateLinter.Finding, file: String) {
        self.file = file
        line = finding.line
        column = finding.column
        rule = finding.rule.rawValue
        severity = finding.severity.rawValue
        message = finding.message
      }
    }

    /// `value` as one JSON document, keys sorted, invisible characters escaped.
    static func encode(_ value: some Encodable) -> String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      // Strings, numbers, arrays and dictionaries of them always encode.
      let data = (try? encoder.encode(value)) ?? Data("null".utf8)
      return TextHygiene.escapingInvisible(json: String(decoding: data, as: UTF8.self)) + "\n"
    }
  }
}
