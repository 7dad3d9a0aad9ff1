import Foundation

extension Benchmark {
  /// `empty-states lint` against `swift format lint` on the same generated SwiftUI corpus:
  /// wall clock, lines per second, CPU time and peak memory, each child timed by `wait4`.
  /// Its rows start a table of their own, after the corpus's description.
  static func lint() {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "empty-states-bench-lint-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // `fail` exits, skipping the `defer`.
    func stop(_ message: String) -> Never {
      try? FileManager.default.removeItem(at: scratch)
      fail(message)
    }
    let corpus = scratch.appendingPathComponent("corpus", isDirectory: true)
    let generator = CorpusGenerator()
    let files: [CorpusGenerator.File]
    do {
      files = try generator.write(to: corpus)
    } catch {
      stop("cannot write the lint corpus: \(error)")
    }
    let lines = files.reduce(0) { $0 + $1.lineCount }
    let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
    let pitfalls = files.reduce(0) { $0 + $1.pitfalls.count }
    let seed = "0x" + String(generator.seed, radix: 16, uppercase: true)
    print(
      "\nLint corpus: \(files.count) generated SwiftUI files, \(lines) lines, "
        + "\(Comparison.bytes(Double(bytes))), seed \(seed), \(pitfalls) planted pitfalls.")
    print("Building `empty-states` (`swift build -c release --product empty-states`)…")
    let ours: String
    do {
      ours = try ReleaseBuild(packageRoot: packageRoot).build(["empty-states"])
        .appendingPathComponent("empty-states").path
    } catch {
      stop(error.description)
    }
    guard let swiftFormat = Toolchain.swiftFormat else {
      stop("no swift-format on PATH or beside swift")
    }
    // The corpus is an iOS 17 app's (it uses `@Observable`): with its deployment target the
    // availability rule runs too, as it does in such an app.
    let oursCommand = [
      ours, "lint", "--format", "json", "--deployment-target", "iOS17", corpus.path,
    ]
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var tools = [
      LintThroughput.Tool(name: "empty-states lint", command: oursCommand, success: [0, 1]),
      LintThroughput.Tool(
        name: "swift format lint", command: [swiftFormat, "lint", "--recursive", corpus.path],
        success: [0]),
    ]
    let taskset = cores > 1 ? Toolchain.onPath("taskset") : nil
    if let taskset {
      tools.append(
        LintThroughput.Tool(
          name: "empty-states lint on one core", command: [taskset, "-c", "0"] + oursCommand,
          success: [0, 1]))
    }
    let runs = 3
    print("Linting it \(runs + 1) times with each, taking turns (the first run of each untimed)…\n")
    let measurements: [LintThroughput.Measurement]
    do {
      measurements = try LintThroughput(scratch: scratch, runs: runs).measure(tools)
    } catch {
      stop(error.description)
    }
    let lintReport = LintReport(
      lines: lines, files: files.count, cores: cores, ours: measurements[0],
      oursOnOneCore: taskset == nil ? nil : measurements[2], swiftFormat: measurements[1])
    var report = Report()
    for comparison in lintReport.comparisons { report.add(comparison) }
    guard let findings = LintReport.findings(inJSON: measurements[0].output) else {
      stop("`empty-states lint --format json` did not print a JSON array")
    }
    let diagnostics = LintReport.diagnostics(in: measurements[1].errors)
    guard diagnostics.errors == 0 else { stop("swift-format found a syntax error in the corpus") }
    let shown = (["empty-states"] + oursCommand.dropFirst().dropLast() + ["CORPUS"])
    print(
      "\nCommands: `\(shown.joined(separator: " "))` and `swift-format lint --recursive CORPUS`; "
        + "ours may use \(cores) cores, swift-format lints on one.")
    print(
      "Ours reported \(findings) findings for the \(pitfalls) planted pitfalls; swift-format "
        + "\(diagnostics.all) style diagnostics and no syntax error.")
  }
}
