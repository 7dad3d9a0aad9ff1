import EmptyStates

/// Lints one Swift file: reads it, runs the check of each rule asked for, and drops what
/// suppression comments silence.
struct FileLinter {
  /// The rules to run.
  var rules: Set<EmptyStateLinter.Rule>
  /// The deployment target of each system the file builds for, and where it came from; empty
  /// when nothing names one (then `missing-availability-check` is silent).
  var deploymentTargets: [AppleOS: ResolvedDeploymentTarget]
  /// The SDK the file is built with.
  var sdk: ResolvedSDK = .assumed
  /// The rule types whose checks run when ``rules`` asks for their ids: ``LintRules/all``,
  /// or stand-ins in tests.
  var registry: [any LintRule] = LintRules.all

  /// What linting one file gives.
  struct Result {
    /// The findings, by position.
    var findings: [EmptyStateLinter.Finding]
    /// Why the file was skipped or only partly read, in one line; `nil` when it was read whole.
    var problem: String?
    /// What the file tells the rest of the run about list rows (``ListRowFacts``); empty unless
    /// `empty-state-in-list-row` runs.
    var rows = ListRowFacts()
    /// What the file tells the rest of the run about titles (``TitleFacts``); empty unless
    /// `unlocalized-title` runs.
    var titles = TitleFacts()
    /// What the file tells the rest of the run about availability (``AvailabilityFacts``);
    /// empty unless `missing-availability-check` runs.
    var availability = AvailabilityFacts()
    /// What the file tells the rest of the run about loads (``LoadingFacts``); empty unless
    /// `empty-state-during-loading` runs.
    var loading = LoadingFacts()
    /// The types the file declares, and those its loading rules looked for and did not find
    /// (``LintContext/wantedTypes``): a run gives the file the files that declare them.
    var types = TypeNeeds()
  }

  /// Lints `bytes`, the contents of the file at `path`; `models` are the other files of the run,
  /// where the loading rules read the models the file uses, and `otherFilesViews` the views
  /// they declare that show an empty state every time.
  func lint(
    _ bytes: [UInt8], path: String, models: ModelFiles? = nil,
    otherFilesViews: Set<String> = []
  ) -> Result {
    if LexedSource.looksBinary(bytes) {
      return Result(findings: [], problem: "skipped: not a text file")
    }
    let source = LexedSource(bytes)
    let outline = SourceOutline(source)
    let context = LintContext(outline, models: models, otherFilesViews: otherFilesViews)
    let suppressions = context.suppressions
    let build = BuildSettings(deploymentTargets: deploymentTargets, sdk: sdk)
    var found: [(location: SourceLocation, rule: EmptyStateLinter.Rule, message: String)] = []
    var unsilenceable: Set<EmptyStateLinter.Rule> = []
    for rule in registry where rules.contains(rule.id) {
      if !rule.isSilenceable { unsilenceable.insert(rule.id) }
      // One finding per token: a check that meets an empty state twice reports it once.
      var reported: Set<Int> = []
      for finding in rule.findings(in: context, build: build) where finding.rule == rule.id {
        switch finding.place {
        case .token(let token):
          guard reported.insert(token).inserted else { continue }
          found.append((outline.location(token), rule.id, finding.message))
        case .comment(let location):
          found.append((location, rule.id, finding.message))
        }
      }
    }
    // A line's code once, however many findings it has: a comment naming thousands of unknown
    // rules on one long line must not copy that line thousands of times.
    var codes: [Int: String] = [:]
    let findings = found.compactMap { location, rule, message -> EmptyStateLinter.Finding? in
      guard unsilenceable.contains(rule) || !suppressions.silences(rule, on: location.line) else {
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
      // What another file of the run may complete (``EmptyStateInListRowRule``).
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
    var titles = TitleFacts()
    if rules.contains(.unlocalizedTitle) {
      // Wrappers whose callers in other files may pass literal text (``UnlocalizedTitleRule``).
      let (facts, pending) = context.titleFacts()
      titles = facts
      for (token, var wrapper) in pending {
        let location = outline.location(token)
        guard !suppressions.silences(.unlocalizedTitle, on: location.line) else { continue }
        let code = codes[location.line] ?? source.lines.code(onLine: location.line, in: bytes)
        wrapper.finding = EmptyStateLinter.Finding(
          file: path, line: location.line, column: location.column, rule: .unlocalizedTitle,
          message: "", code: code)
        titles.pending.append(wrapper)
      }
    }
    var loading = LoadingFacts()
    if rules.contains(.emptyStateDuringLoading) {
      // Models another file's view may fill (``EmptyStateDuringLoadingRule``).
      loading = context.loadingFacts(build: build)
      for (index, pending) in loading.pending.enumerated() {
        let location = outline.location(pending.finding.line)
        let code = codes[location.line] ?? source.lines.code(onLine: location.line, in: bytes)
        loading.pending[index].finding = EmptyStateLinter.Finding(
          file: path, line: location.line, column: location.column, rule: .emptyStateDuringLoading,
          message: "", code: code)
      }
      loading.pending.removeAll {
        suppressions.silences(.emptyStateDuringLoading, on: $0.finding.line)
      }
      // Views whose empty state a test in another file may choose.
      for (name, token) in context.exportedEmptyStateViews() {
        let location = outline.location(token)
        guard !suppressions.silences(.emptyStateDuringLoading, on: location.line) else {
          continue
        }
        let code = codes[location.line] ?? source.lines.code(onLine: location.line, in: bytes)
        loading.emptyStateViews.append(
          LoadingFacts.EmptyStateView(
            name: name, shownName: outline.name(token),
            finding: EmptyStateLinter.Finding(
              file: path, line: location.line, column: location.column,
              rule: .emptyStateDuringLoading, message: "", code: code)))
      }
    }
    var availability = AvailabilityFacts()
    if rules.contains(.missingAvailabilityCheck) {
      // What the run reads across its files (``AvailabilityFacts``).
      availability.namedSystems = context.namedSystems()
      availability.extensionMethods = context.extensionMethodNames()
      for (token, report) in context.availabilityReports {
        let location = outline.location(token)
        guard
          findings.contains(where: {
            $0.rule == .missingAvailabilityCheck && $0.line == location.line
              && $0.column == location.column
          })
        else { continue }
        availability.reports.append(
          AvailabilityFacts.Report(
            line: location.line, column: location.column, systems: report.systems,
            methodName: report.methodName))
      }
    }
    let types = TypeNeeds(
      declared: context.lookupNames.union(context.viewModifierLookupNames),
      wanted: context.wantedTypes,
      extended: context.extendedNames)
    return Result(
      findings: findings, problem: problem, rows: rows, titles: titles,
      availability: availability, loading: loading, types: types)
  }

  /// `text` as a finding quotes source text (`DisplayQuote.sourceText`), so that a message never
  /// carries what the source wrote to a terminal.
  static func quoted(_ text: some StringProtocol) -> String {
    DisplayQuote.sourceText.shown(text)
  }
}
