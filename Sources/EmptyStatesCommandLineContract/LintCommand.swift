import EmptyStates
import EmptyStatesLint
import Foundation

/// `empty-states lint`: finds the seeds' empty-state pitfalls in Swift files and folders.
package enum LintCommand: Command {
  package static let name = "lint"
  package static let summary = "Find empty-state pitfalls in Swift files and folders."
  package static let synopsis =
    "[--format \(EmptyStateLinter.Format.allCases.map(\.rawValue).joined(separator: "|"))] "
    + "[--deployment-target iOS17]... [--sdk 18|26|27] [--rule ID]... [--baseline FILE] "
    + "[--write-baseline FILE] PATH..."
  package static let takesPaths = true
  package static let options = [
    OptionSpec(name: "format", valueName: "FORMAT", help: "text (default), json or sarif."),
    OptionSpec(
      name: "deployment-target", valueName: "TARGET",
      help: "Such as iOS16 or macOS13.3; one per system, over what project files say.",
      repeatable: true),
    OptionSpec(
      name: "sdk", valueName: "SDK",
      help: "The SDK the code builds with: 18 (Xcode 16), 26 or 27; over what project files "
        + "say, the newest when nothing does."),
    OptionSpec(
      name: "rule", valueName: "ID", help: "Run only this rule (repeatable; default: all).",
      repeatable: true),
    OptionSpec(
      name: "baseline", valueName: "FILE", help: "Report only findings this baseline lacks."),
    OptionSpec(
      name: "write-baseline", valueName: "FILE",
      help: "Record the findings in FILE as the baseline, and exit 0."),
  ]

  /// The rules, one a line with its summary, after the options.
  package static var helpDetails: String {
    let width = EmptyStateLinter.Rule.allCases.map(\.rawValue.count).max() ?? 0
    return "Rules:\n"
      + EmptyStateLinter.Rule.allCases.map { rule in
        let padding = String(repeating: " ", count: width - rule.rawValue.count)
        return "  \(rule.rawValue)\(padding)  \(rule.documentation.summary)\n"
      }.joined()
      + "\nExit status: 0 clean, 1 findings, 64 usage, 65 bad baseline, 66 unreadable path.\n"
  }

  /// What lint prints on standard output; the exit code and notes come from ``outcome(_:)``.
  package static func run(_ arguments: Arguments) throws(CLIError) -> String {
    try outcome(arguments).standardOutput
  }

  package static func outcome(_ arguments: Arguments) throws(CLIError) -> CommandOutcome {
    try outcome(arguments, label: label)
  }

  /// Lints as `arguments` ask, for either front end: this command or ``LintTool``.
  ///
  /// - Parameters:
  ///   - arguments: The command line, parsed with ``options`` (and any of the front end's own).
  ///   - label: The front end, as its messages name it (`empty-states lint`).
  ///   - requiresPaths: Whether no PATH is a usage error (else nothing is linted).
  /// - Returns: The findings on standard output, notes on standard error, and the exit code.
  /// - Throws: ``CLIError`` for a bad option value, a missing PATH or an unusable baseline.
  static func outcome(_ arguments: Arguments, label: String, requiresPaths: Bool = true)
    throws(CLIError) -> CommandOutcome
  {
    let format =
      try arguments.choice("format", as: EmptyStateLinter.Format.self, command: label) ?? .text
    var rules: Set<EmptyStateLinter.Rule> = []
    for id in arguments.all("rule") {
      guard let rule = EmptyStateLinter.Rule(rawValue: id) else {
        throw .usage(
          "\(label): unknown rule \(DisplayQuote.argument.quoted(id)) for --rule "
            + "(see \(label) --help)")
      }
      rules.insert(rule)
    }
    guard !arguments.positionals.isEmpty || !requiresPaths else {
      throw .usage("\(label): give at least one PATH (a Swift file or a folder)")
    }
    let linter: EmptyStateLinter
    do {
      linter = try EmptyStateLinter(
        rules: rules.isEmpty ? Set(EmptyStateLinter.Rule.allCases) : rules,
        deploymentTargets: arguments.all("deployment-target"), sdk: arguments.value("sdk"))
    } catch {
      let option = if case .invalidSDK = error { "--sdk" } else { "--deployment-target" }
      throw .usage("\(label): \(option): \(error.description)")
    }
    let baseline = try arguments.value("baseline").map { (path) throws(CLIError) in
      try readBaseline(path, label: label)
    }
    let report = linter.lint(arguments.positionals)
    var findings = report.findings
    if let baseline { findings = baseline.filter(findings) }
    var errors = report.notes.map { "\($0.isUnreadable ? "error: \(label)" : "note"): \($0)\n" }
      .joined()
    let written = arguments.value("write-baseline")
    if let written {
      let text = EmptyStateLinter.Baseline(recording: report.findings).json()
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: written))
      } catch {
        throw .noInput("\(label): cannot write baseline \(DisplayQuote.path.quoted(written))")
      }
      errors +=
        "note: recorded \(report.findings.count) findings in \(DisplayQuote.path.quoted(written))\n"
    }
    let exitCode: ExitCode =
      report.hasUnreadablePaths
      ? .noInput : findings.isEmpty || written != nil ? .ok : .lintFindings
    return CommandOutcome(
      exitCode: exitCode,
      standardOutput: format.render(findings, toolVersion: CommandOutcome.version),
      standardError: errors)
  }

  /// The baseline at `path`.
  private static func readBaseline(_ path: String, label: String) throws(CLIError)
    -> EmptyStateLinter.Baseline
  {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .noInput("\(label): cannot read baseline \(DisplayQuote.path.quoted(path))")
    }
    do {
      return try EmptyStateLinter.Baseline(json: data)
    } catch {
      throw .data("\(label): baseline \(DisplayQuote.path.quoted(path)): \(error.description)")
    }
  }
}
