extension EmptyStateLinter {
  /// One pitfall found in a Swift file: where, which rule, and what to do.
  public struct Finding: Hashable, Sendable, Codable {
    /// How serious a finding is. Every rule reports warnings today.
    public enum Severity: String, Hashable, Sendable, Codable {
      /// Worth fixing; does not stop a build.
      case warning
    }

    /// The file, as its path was given to the linter.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes as the Swift compiler counts them.
    public var column: Int
    /// The rule.
    public var rule: EmptyStateLinter.Rule
    /// How serious it is.
    public var severity: Severity
    /// What is wrong, and how to fix it, in one line.
    public var message: String
    /// The finding's line of code with runs of white space collapsed to one space: what a
    /// baseline matches on, so that findings survive edits that move them to other lines.
    public var code: String

    /// A finding.
    public init(
      file: String, line: Int, column: Int, rule: EmptyStateLinter.Rule,
      severity: Severity = .warning,
      message: String, code: String
    ) {
      self.file = file
      self.line = line
      self.column = column
      self.rule = rule
      self.severity = severity
      self.message = message
      self.code = code
    }
  }
}
