import EmptyStates
import Foundation

extension EmptyStateLinter {
  /// The findings an app has accepted for now, so that a run fails only on new ones.
  ///
  /// A finding is matched by its rule, its file (relative to the repository root) and its line of
  /// code with white space collapsed — not by its line number, so edits above it do not revive
  /// it. Each (rule, file, code) is recorded with a count: a copy of a recorded line is new.
  ///
  /// ```swift
  /// let baseline = try EmptyStateLinter.Baseline(json: Data(contentsOf: url))
  /// let new = baseline.filter(report.findings)
  /// ```
  public struct Baseline: Hashable, Sendable {
    /// Why a baseline file cannot be used.
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
      /// What is wrong with it, in one line.
      public var description: String
    }

    /// One recorded (rule, file, code) and how many findings it covers.
    struct Entry: Hashable, Codable, Sendable {
      var rule: String
      var file: String
      var code: String
      var count: Int
    }

    /// What a baseline file holds, for messages about one that holds something else.
    private static let shape = "not a JSON array of {rule, file, code, count}"

    /// The entries, sorted by file, rule and code.
    let entries: [Entry]
    /// The repository root, that recorded files are relative to.
    private let root: URL
    /// The folder the findings' relative paths start from.
    private let currentDirectory: URL

    /// A baseline that records `findings`.
    /// - Parameters:
    ///   - findings: What a ``EmptyStateLinter`` found.
    ///   - currentDirectory: The folder the findings' relative paths start from; files are
    ///     recorded relative to the repository that holds it (see ``EmptyStateLinter/Format/sarif``).
    public init(
      recording findings: [EmptyStateLinter.Finding],
      currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
      root = RelativePath.repositoryRoot(from: currentDirectory)
      self.currentDirectory = currentDirectory
      var counts: [Key: Int] = [:]
      for finding in findings {
        counts[Self.key(finding, root: root, current: currentDirectory), default: 0] += 1
      }
      entries = counts.map { Entry(rule: $0.rule, file: $0.file, code: $0.code, count: $1) }
        .sorted { ($0.file, $0.rule, $0.code) < ($1.file, $1.rule, $1.code) }
    }

    /// A baseline read from the JSON that ``json()`` writes.
    /// - Throws: ``Error`` naming what is malformed.
    public init(
      json data: Data,
      currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws(Error) {
      root = RelativePath.repositoryRoot(from: currentDirectory)
      self.currentDirectory = currentDirectory
      let entries: [Entry]
      do {
        entries = try JSONDecoder().decode([Entry].self, from: data)
      } catch let DecodingError.keyNotFound(key, _) {
        throw Error(description: "an entry has no \(DisplayQuote.argument.quoted(key.stringValue))")
      } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(
        _, context)
      {
        // A field of an entry has the wrong type; anything else is the wrong shape.
        guard let key = context.codingPath.last, key.intValue == nil else {
          throw Error(description: Self.shape)
        }
        throw Error(
          description: "\(DisplayQuote.argument.quoted(key.stringValue)) has the wrong type")
      } catch {
        throw Error(description: Self.shape)
      }
      if let entry = entries.first(where: { $0.count < 1 }) {
        throw Error(description: "count \(entry.count) is not a whole number from 1 up")
      }
      self.entries = entries
    }

    /// The baseline as JSON: `[{"rule", "file", "code", "count"}]`, one document.
    public func json() -> String {
      Format.encode(entries)
    }

    /// `findings` without those the baseline records, each entry dropping at most its count.
    public func filter(_ findings: [EmptyStateLinter.Finding]) -> [EmptyStateLinter.Finding] {
      var left: [Key: Int] = [:]
      for entry in entries {
        left[Key(rule: entry.rule, file: entry.file, code: entry.code), default: 0] += entry.count
      }
      return findings.filter { finding in
        let key = Self.key(finding, root: root, current: currentDirectory)
        guard let count = left[key], count > 0 else { return true }
        left[key] = count - 1
        return false
      }
    }

    /// What a finding is matched by.
    private struct Key: Hashable {
      var rule: String
      var file: String
      var code: String
    }

    private static func key(_ finding: EmptyStateLinter.Finding, root: URL, current: URL) -> Key {
      Key(
        rule: finding.rule.rawValue,
        file: RelativePath.path(finding.file, from: root, current: current),
        code: finding.code)
    }
  }
}
