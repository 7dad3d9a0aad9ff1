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
    let corpus = scratch.appendingPathComponent("corpus", isDirectory: true)
    let generator = CorpusGenerator()
    let files: [CorpusGenerator.File]
    do {
      files = try generator.write(to: corpus)
    } catch {
      fail("cannot write the lint corpus: \(error)")
    }
    let lines = files.reduce(0) { $0 + $1.lineCount }
    let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
    let pitfalls = files.reduce(0) { $0 + $1.pitfalls.count }
    print(
      "\nLint corpus: \(files.count) generated SwiftUI files, \(lines) lines, "
        + "\(Comparison.bytes(Double(bytes))) (seed 0x\(String(generator.seed, radix: 16, uppercase: true)), \(pitfalls) planted pitfalls)"
    )
    print("Building `empty-states` (`swift build -c release --product empty-states`)…")
    let ours: String
    do {
      ours = try ReleaseBuild(packageRoot: packageRoot).build(["empty-states"])
        .appendingPathComponent("empty-states").path
    } catch {
      fail(error.description)
    }
    guard let swiftFormat = Toolchain.swiftFormat else {
      fail("no swift-format on PATH or beside swift")
    }
    let oursCommand = [ours, "lint", "--format", "json", corpus.path]
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
      fail(error.description)
    }
    let lintReport = LintReport(
      lines: lines, files: files.count, cores: cores, ours: measurements[0],
      oursOnOneCore: taskset == nil ? nil : measurements[2], swiftFormat: measurements[1])
    var report = Report()
    for comparison in lintReport.comparisons { report.add(comparison) }
    guard let findings = LintReport.findings(inJSON: measurements[0].output) else {
      fail("`empty-states lint --format json` did not print a JSON array")
    }
    let diagnostics = LintReport.diagnostics(in: measurements[1].errors)
    guard diagnostics.errors == 0 else { fail("swift-format found a syntax error in the corpus") }
    print(
      "\nOurs reported \(findings) findings; swift-format \(diagnostics.all) style diagnostics and "
        + "no syntax error. Ours may use \(cores) cores; swift-format lints on one.")
  }
}
