import Foundation
import Testing
import _EmptyStatesTestSupport

/// The built binary fed what only a process can be fed: the corpus's invalid UTF-8
/// (`Fixtures/hostile/bytes`) and escape sequences on standard input, and the demo asked
/// for a hostile locale or started without a terminal. A few runs, not one a payload: the
/// in-process suites cover the rest.
@Suite struct ExecutableHostileCorpusTests {
  @Test func invalidUTF8OnStandardInputIsOneErrorLine() throws {
    let files = try HostileCorpus.load(generated: false).byteFiles
    try #require(!files.isEmpty)
    let executable = ExecutableTests()
    for file in files {
      for bytes in [file.bytes, file.specTitle] {
        let run = try executable.run(
          ["render", "--spec", "-", "--format", "ansi"], bytes: Data(bytes))
        if run.status == 0 {
          let problems = HostileOutput.terminalViolations(
            run.standardOutput, styled: true, input: "")
          #expect(problems.isEmpty, "\(file): \(problems)")
        } else {
          #expect(run.status == 65, "\(file): exit \(run.status)")
          #expect(run.standardOutput.isEmpty)
          let problems = HostileOutput.errorLineViolations(run.standardError)
          #expect(problems.isEmpty, "\(file): \(problems)")
        }
      }
      #expect(
        try executable.run(["render", "--spec", "-"], bytes: Data(file.bytes)).status == 65,
        "\(file) alone is no spec")
    }
  }

  @Test func theDemoRefusesAPipeAndAHostileLocaleWithOneLine() throws {
    let executable = ExecutableTests()
    let runs = [
      try executable.run(["demo"], input: "\u{1B}[2J\u{1B}]0;pwned\u{07}/\u{202E}q"),
      try executable.run(["demo", "--locale", "\u{1B}]0;pwned\u{07}\u{202E}en"]),
    ]
    for run in runs {
      #expect(run.status == 64)
      #expect(run.standardOutput.isEmpty)
      let problems = HostileOutput.errorLineViolations(run.standardError)
      #expect(problems.isEmpty, "\(problems)")
    }
  }
}
