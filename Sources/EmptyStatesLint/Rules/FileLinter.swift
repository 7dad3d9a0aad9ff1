import EmptyStates

/// Lints one Swift file: reads it, runs each rule, and drops what suppression comments silence.
struct FileLinter {
  /// The rules to run.
  var rules: Set<EmptyStateLinter.Rule>
  /// The deployment target of each system the file builds for, and where it came from; empty
  /// when nothing names one (then `missing-availability-check` is silent).
  var deploymentTargets: [AppleOS: ResolvedDeploymentTarget]
  /// The SDK the file is built with.
  var sdk: ResolvedSDK = .assumed

  /// What linting one file gives.
  struct Result {
    /// The findings, by position.
    var findings: [EmptyStateLinter.Finding]
    /// Why the file was skipped or only partly read, in one line; `nil` when it was read whole.
    var problem: String?
    /// What the file tells the rest of the run about list rows (``ListRowFacts``).
    var rows = ListRowFacts()
    /// The types the file declares, and those its loading rules looked for and did not find
    /// (``LintContext/wantedTypes``): a run gives the file the files that declare them.
    var types = TypeNeeds()
  }

  /// Lints `bytes`, the contents of the file at `path`; `models` are other files of the run, by
  /// the name of a type each declares, where the loading rules read the models the file uses.
  func lint(_ bytes: [UInt8], path: String, models: [String: LintContext] = [:]) -> Result {
    if LexedSource.looksBinary(bytes) {
      return Result(findings: [], problem: "skipped: not a text file")
    }
    let source = LexedSource(bytes)
    let suppressions = Suppressions(source)
    var found: [(SourceLocation, EmptyStateLinter.Rule, String)] = []
    let outline = SourceOutline(source)
    let context = LintContext(outline, models: models)
    var ruleFindings: [RuleFinding] = []
    ruleFindings += context.listRowFindings()
    ruleFindings += context.modifierFindings()
    ruleFindings += context.duringLoadingFindings()
    ruleFindings += context.shownWhileLoadingFindings()
    ruleFindings += context.searchFindings()
    ruleFindings += context.titleFindings()
    ruleFindings += context.copyFindings()
    if rules.contains(.missingAvailabilityCheck) {
      ruleFindings += context.availabilityFindings(deploymentTargets: deploymentTargets, sdk: sdk)
    }
    // An empty state whose own copy says it is loading is a loading screen, not a flash of
    // "nothing here" while loading: one finding, as-loading.
    let loadingScreens = Set(
      ruleFindings.lazy.filter { $0.rule == .emptyStateAsLoading }.map(\.token))
    ruleFindings.removeAll {
      $0.rule == .emptyStateDuringLoading && loadingScreens.contains($0.token)
    }
    var reported: Set<[Int]> = []
    for finding in ruleFindings where rules.contains(finding.rule) {
      // One finding per rule and token: a loading title is also shown while loading.
      let rule = EmptyStateLinter.Rule.allCases.firstIndex(of: finding.rule) ?? 0
      guard reported.insert([finding.token, rule]).inserted else { continue }
      found.append((outline.location(finding.token), finding.rule, finding.message))
    }
    if rules.contains(.invalidSuppression) {
      for (location, id) in suppressions.unknownIDs {
        found.append(
          (
            location, .invalidSuppression,
            "'\(Self.quoted(id))' names no rule; see --help for the ids"
          ))
      }
    }
    // A line's code once, however many findings it has: a comment naming thousands of unknown
    // rules on one long line must not copy that line thousands of times.
    var codes: [Int: String] = [:]
    let findings = found.compactMap { location, rule, message -> EmptyStateLinter.Finding? in
      guard rule == .invalidSuppression || !suppressions.silences(rule, on: location.line) else {
        return nil
      }
      let code = codes[location.line] ?? source.lines.code(onLine: location.line, in: bytes)
      codes[location.line] = code
      return EmptyStateLinter.Finding(
        file: path, line: location.line, column: location.column, rule: rule, message: message,
        code: code)
    }
    .sorted { ($0.line, $0.column, $0.rule.rawValue) < ($1.line, $1.column, $1.rule.rawValue) }
    let problem = source.diagnostics.first.map { "read with recovery: \($0)" }
    var rows = ListRowFacts()
    if rules.contains(.emptyStateInListRow) {
      rows = context.listRowFacts()
      for row in context.pendingRowFindings() {
        let location = outline.location(row.token)
        guard !suppressions.silences(.emptyStateInListRow, on: location.line) else { continue }
        let code = codes[location.line] ?? source.lines.code(onLine: location.line, in: bytes)
        let finding = EmptyStateLinter.Finding(
          file: path, line: location.line, column: location.column, rule: .emptyStateInListRow,
          message: "", code: code)
        rows.pending.append(ListRowFacts.Pending(row: row, finding: finding))
      }
    }
    let types = TypeNeeds(declared: context.declaredTypes, wanted: context.wantedTypes)
    return Result(findings: findings, problem: problem, rows: rows, types: types)
  }

  /// `text` shortened to 40 characters and made displayable by the core's text hygiene, so that
  /// a message never carries what the source wrote to a terminal.
  static func quoted(_ text: some StringProtocol) -> String {
    let shortened = String(String.UnicodeScalarView(text.unicodeScalars.prefix(40)))
    let displayable = TextHygiene.displayable(shortened, newlines: .joined)
    return text.unicodeScalars.count > 40 ? displayable + "…" : displayable
  }
}
