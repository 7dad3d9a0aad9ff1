import EmptyStates
import EmptyStatesCommandLineContract

/// `empty-states resolve`: what a screen shows for a load phase, item counts, a query, the
/// filters that are on and an error — the core's resolution rules, runnable from a shell.
enum ResolveCommand: Command {
  static let name = "resolve"
  static let summary = "Decide what a screen shows for its load state."
  static let synopsis =
    "--phase \(Phase.allCases.map(\.rawValue).joined(separator: "|")) [--total N] [--matches N] "
    + "[--query TEXT] [--filters N] [--error REASON] [--previous-content] [--locale ID] "
    + "[--format json]"

  /// Where the screen's load is, as `--phase` says.
  enum Phase: String, CaseIterable {
    case loading, loaded, failed
  }

  /// What `--format` can ask for.
  enum Format: String, CaseIterable {
    case json
  }
  static let options = [
    OptionSpec(name: "phase", valueName: "PHASE", help: "loading, loaded or failed."),
    OptionSpec(
      name: "total", valueName: "N",
      help: "Items in the loaded (or kept) collection; needed with loaded or --previous-content."),
    OptionSpec(
      name: "matches", valueName: "N",
      help: "Items matching --query and --filters (default: --total)."),
    OptionSpec(name: "query", valueName: "TEXT", help: "The search field's text."),
    OptionSpec(name: "filters", valueName: "N", help: "How many filters are on (default 0)."),
    OptionSpec(
      name: "error", valueName: "REASON",
      help: "Why the load failed, with --phase failed: "
        + FailureReason.allCases.map(\.rawValue).joined(separator: ", ") + "."),
    OptionSpec(
      name: "previous-content", valueName: nil,
      help: "A previous load's --total items are still on screen."),
    OptionSpec(
      name: "locale", valueName: "ID", help: "The locale, such as de or pt-BR (default en)."),
    OptionSpec(name: "format", valueName: "FORMAT", help: "json (the only format)."),
  ]

  /// An error with a given reason, so the CLI runs the same classification as apps do.
  struct ReasonError: FailureReasonProviding {
    var failureReason: FailureReason
  }

  static func run(_ arguments: Arguments) throws(CLIError) -> String {
    _ = try arguments.choice("format", as: Format.self, command: label)
    guard let phase = try arguments.choice("phase", as: Phase.self, command: label) else {
      throw .usage("\(label): --phase is required (loading, loaded or failed)")
    }
    let localizer = try Localization.localizer(arguments, command: label)
    let state = try loadState(phase: phase, arguments)
    let presentation = Presentation.resolve(
      state, itemCount: { $0 }, query: arguments.value("query"),
      matchCount: try matches(arguments),
      filters: SearchFilters(count: try arguments.count("filters", command: label) ?? 0))
    return try JSONOutput.text(ResolvedScreen(presentation, localizer: localizer))
  }

  /// The load state, with the collection reduced to its item count.
  private static func loadState(phase: Phase, _ arguments: Arguments) throws(CLIError)
    -> LoadState<Int>
  {
    let total = try arguments.count("total", command: label)
    let keepsPrevious = arguments.has("previous-content")
    let reason = try arguments.choice("error", as: FailureReason.self, command: label)
    if phase == .failed, reason == nil {
      throw .usage("\(label): --phase failed needs --error REASON")
    }
    if phase != .failed, reason != nil {
      throw .usage("\(label): --error applies to --phase failed only")
    }
    if phase == .loaded, keepsPrevious {
      throw .usage("\(label): --previous-content applies to --phase loading or failed only")
    }
    if phase == .loaded || keepsPrevious {
      guard total != nil else {
        let reason = phase == .loaded ? "--phase loaded" : "--previous-content"
        throw .usage("\(label): \(reason) needs --total N")
      }
    } else if total != nil {
      throw .usage("\(label): --total needs --phase loaded or --previous-content")
    }
    let previous = keepsPrevious ? total : nil
    switch phase {
    case .loaded:
      return .loaded(total ?? 0)
    case .failed:
      return .failed(ReasonError(failureReason: reason ?? .other), previous: previous)
    case .loading:
      return .loading(previous: previous)
    }
  }

  private static func matches(_ arguments: Arguments) throws(CLIError) -> Int? {
    guard let matches = try arguments.count("matches", command: label) else { return nil }
    guard let total = try arguments.count("total", command: label) else {
      throw .usage("\(label): --matches needs --total N")
    }
    guard matches <= total else {
      throw .usage("\(label): --matches (\(matches)) cannot exceed --total (\(total))")
    }
    return matches
  }
}
