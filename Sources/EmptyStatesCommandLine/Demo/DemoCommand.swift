import EmptyStates
import EmptyStatesCommandLineContract
import EmptyStatesTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `empty-states demo`: the seeds' screens, live, on a contacts list in a full-screen terminal
/// program: the first load that never flashes "No Contacts", a search until nothing matches,
/// an offline failure and its retry, a refresh that fails and keeps the list.
package enum DemoCommand: Command {
  package static let name = "demo"
  package static let summary = "Run an interactive, full-screen demo of the empty states."
  package static let synopsis = "[--locale ID]"
  package static let options = [
    OptionSpec(
      name: "locale", valueName: "ID",
      help: "The locale to start in, such as de or ar (default en); L cycles through others.")
  ]
  package static let helpDetails = """
    Keys: / search, Esc clear, Enter press the button, e empty, l load samples, r refresh,
    f failing refresh, o offline, L language, m Reduce Motion, ? keys, q quit.
    Needs a terminal for standard input and output. NO_COLOR turns styling off.

    """

  /// The locales `L` cycles through: left-to-right, right-to-left, and wide CJK text.
  package static let locales = ["en", "de", "ja", "ar"]

  package static func run(_ arguments: Arguments) throws(CLIError) -> String {
    _ = try Localization.localizer(arguments, command: label)
    let start = arguments.value("locale") ?? locales[0]
    let terminal = try DemoTerminal()
    let ending = session(on: terminal, locales: [start] + locales.filter { $0 != start })
    terminal.restore()
    if case .signal(let number) = ending {
      // Ends as the signal would have ended it, now that the terminal is back: a shell
      // running the demo in a script sees the interruption.
      signal(number, SIG_DFL)
      raise(number)
    }
    return ""
  }

  /// The demo's defaults: the contacts screen's own empty state, the standard progress
  /// policy, and its String Catalog.
  package static var defaults: EmptyStateDefaults {
    let empty = EmptyState(
      "No Contacts", systemImage: "person.crop.circle",
      description: "Contacts you add appear here.",
      actions: [EmptyState.Action("Load Samples", id: DemoModel.loadSamples)])
    return EmptyStateDefaults(
      rules: PresentationRules(empty: empty), progress: .standard, languages: .all,
      bundle: stringsBundle ?? .main)
  }

  /// The bundle SwiftPM builds beside the executable with the demo's String Catalog; `nil`
  /// when the executable was copied without it (the demo then speaks English).
  static var stringsBundle: Bundle? {
    let names = [
      "swift-empty-states_EmptyStatesCommandLine.resources",
      "swift-empty-states_EmptyStatesCommandLine.bundle",
    ]
    let folders = [
      Bundle.main.bundleURL,
      Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
    ]
    for folder in folders.compactMap({ $0 }) {
      for name in names {
        if let bundle = Bundle(url: folder.appendingPathComponent(name)) { return bundle }
      }
    }
    return nil
  }

  /// Runs the demo until a key quits it, a signal ends it or the terminal goes away.
  private static func session(on terminal: DemoTerminal, locales: [String]) -> DemoSession.Ending {
    var session = DemoSession(
      defaults: defaults, locales: locales,
      isStyled: ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty)
    return session.run(on: terminal)
  }
}
