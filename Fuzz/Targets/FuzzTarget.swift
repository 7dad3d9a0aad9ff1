/// An input surface of the package under fuzzing: what it is fed, and the properties that must
/// hold for every input — not only that nothing crashes.
///
/// `empty-states-fuzz` runs one under libFuzzer (`Fuzz/run`); `EmptyStatesFuzzTests` runs each
/// one's saved corpus and every input a fuzzer ever failed on, in the normal test suite.
package enum FuzzTarget: String, CaseIterable, Sendable {
  /// The spec JSON decoder and its validation.
  case spec
  /// The localizer: any locale identifier, any search query in the no-results title.
  case localizer
  /// `Presentation.resolve` and `ProgressPolicy`: any load state, items, query, filters, error
  /// and timing.
  case presentation
  /// The terminal renderer: any state, locale, width and mode.
  case terminal
  /// The demo's keystrokes, its model and the screens it draws.
  case keys
  /// The HTML renderer, every form of it, on any state, locale and setting.
  case html
  /// The Swift lexer and linter, on shaped Swift and on any bytes.
  case lint
  /// The command line's parsing and commands, on any arguments.
  case arguments

  /// Checks one input.
  ///
  /// - Parameter data: The fuzzer's bytes.
  /// - Returns: Every property the input broke, one line each; empty when all hold.
  package func violations(_ data: [UInt8]) -> [String] {
    switch self {
    case .spec: Self.checkSpec(data)
    case .localizer: Self.checkLocalizer(data)
    case .presentation: Self.checkPresentation(data)
    case .terminal: Self.checkTerminal(data)
    case .keys: Self.checkKeys(data)
    case .html: Self.checkHTML(data)
    case .lint: Self.checkLint(data)
    case .arguments: Self.checkArguments(data)
    }
  }
}
