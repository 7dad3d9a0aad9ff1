import EmptyStatesLint
import Foundation

/// `empty-states-lint`: the linter alone, for the build-tool plugin to run on each file of a
/// target. It links only `EmptyStatesLint`, so a build that uses the plugin compiles little.
///
/// ```
/// empty-states-lint [--stamp FILE] PATH...
/// empty-states-lint --stamp FILE
/// ```
///
/// It prints findings as `empty-states lint` does in text (`file:line:column: warning: message
/// [rule]`, which SwiftPM and Xcode show as warnings) and notes on standard error. With
/// `--stamp FILE` it then writes FILE, the build command's output (one Swift comment), unless
/// FILE already holds just that, and exits 0 even with findings: they are warnings and do not
/// fail the build. Without it, it exits 1 on findings. With `--stamp FILE` and no path it
/// only writes FILE: the plugin's command that gathers the stamps of the other commands.
@main
enum LintTool {
  /// What a run prints and how it exits.
  struct Outcome: Equatable {
    /// 0 clean (or findings with `--stamp`), 1 findings, 64 usage, 66 unreadable path,
    /// 73 the stamp cannot be written.
    var status: Int32
    var standardOutput = ""
    var standardError = ""
  }

  static let usage = "usage: empty-states-lint [--stamp FILE] PATH... | --stamp FILE\n"
  /// What a stamp holds: Swift, since a build may compile it (see the plugin's `LintStamps`).
  /// A stamp that holds it already is left as it is, date included, so that a build that
  /// compiles stamps has nothing new to compile.
  static let stampText = "// empty-states-lint: what this build command lints is linted.\n"

  static func main() {
    let outcome = run(Array(CommandLine.arguments.dropFirst()))
    FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
    FileHandle.standardError.write(Data(outcome.standardError.utf8))
    exit(outcome.status)
  }

  /// Runs the command line `words` (without the program name).
  static func run(_ words: [String]) -> Outcome {
    var stamp: String?
    var paths: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      switch word {
      case "--":
        paths += words[index...]
        index = words.count
      case "--stamp" where index < words.count && stamp == nil:
        stamp = words[index]
        index += 1
      case "-h", "--help":
        return Outcome(status: 0, standardOutput: usage)
      case _ where word.hasPrefix("-"):
        return Outcome(status: 64, standardError: usage)
      default:
        paths.append(word)
      }
    }
    guard !paths.isEmpty || stamp != nil else { return Outcome(status: 64, standardError: usage) }
    let linter: EmptyStateLinter
    do {
      linter = try EmptyStateLinter()
    } catch {
      return Outcome(status: 64, standardError: "error: \(error)\n")
    }
    let report = linter.lint(paths)
    // Text names no tool version (only SARIF does).
    var outcome = Outcome(
      status: report.findings.isEmpty ? 0 : 1,
      standardOutput: EmptyStateLinter.Format.text.render(report.findings, toolVersion: ""),
      standardError: report.notes.map {
        "\($0.isUnreadable ? "error" : "note"): \($0)\n"
      }.joined())
    if report.hasUnreadablePaths {
      outcome.status = 66
    } else if let stamp {
      do {
        let url = URL(fileURLWithPath: stamp)
        let text = Data(stampText.utf8)
        if (try? Data(contentsOf: url)) != text {
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try text.write(to: url)
        }
        outcome.status = 0
      } catch {
        outcome.status = 73
        outcome.standardError += "error: cannot write the stamp \(stamp)\n"
      }
    }
    return outcome
  }
}
