import EmptyStates
import EmptyStatesCommandLine
import EmptyStatesHTML
import EmptyStatesLint
import Foundation

/// The words the `arguments` fuzz target builds command lines from — the CLI's own
/// (`EmptyStatesCLI.words`: commands, options, its choices) and the values its options take
/// from the libraries' types — and what is taken out of a command line before it runs.
enum CommandWords {
  /// Every word, once.
  static let all: [String] = {
    var words = EmptyStatesCLI.words
    words += EmptyState.Preset.allCases.map(\.rawValue)
    words += EmptyStateLocalizer.localizations
    words += HTMLRenderer.Style.allCases.map(\.rawValue)
    words += HTMLRenderer.ColorScheme.allCases.map(\.rawValue)
    words += FailureReason.allCases.map(\.rawValue)
    words += EmptyStateLinter.Rule.allCases.map(\.rawValue)
    words += EmptyStateLinter.Format.allCases.map(\.rawValue)
    // Numbers and deployment targets, in range and out.
    words += ["0", "3", "-1", "20", "99999999999999999999", "iOS15", "macOS13.3", "iOS"]
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
  }()

  /// The commands left out, and why: `catalog` writes a site into a folder, and `demo` takes
  /// over the terminal and reads keys from standard input until `q`.
  static let excludedCommands: Set<String> = ["catalog", "demo"]

  /// `words` as the fuzz target may run it, or `nil` when it must not run at all.
  ///
  /// Besides ``excludedCommands``: `--write-baseline` goes (it writes a file), and a word or
  /// `--option=` value that is `-` (standard input, which would block) or names anything on the
  /// file system (which a command would read, or lint whole) becomes a name that does not
  /// exist, so the commands read no file and only say that there is none.
  static func harmless(_ words: [String]) -> [String]? {
    let kept =
      words
      .filter { $0 != "--write-baseline" && !$0.hasPrefix("--write-baseline=") }
      .map { word in
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else {
          return missing(word)
        }
        return word[...equals] + missing(String(word[word.index(after: equals)...]))
      }
    // The command is the first word of what runs: a word taken out may have stood before it.
    guard let first = kept.first, !excludedCommands.contains(first) else { return nil }
    return kept
  }

  /// `path` if it names nothing (and is not `-`), else a name that names nothing.
  private static func missing(_ path: String) -> String {
    guard path == "-" || FileManager.default.fileExists(atPath: path) else { return path }
    return "fuzz-missing-" + path.replacingOccurrences(of: "/", with: "_")
  }
}
