import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesCommandLine
@testable import EmptyStatesCommandLineContract

/// `empty-states-lint` and `empty-states lint` are one contract: the same input gets the same
/// exit code, the same findings and the same one-line error, named after the front end that
/// printed it. Each case runs through `empty-states lint`, through the tool in process, and
/// through the built `empty-states-lint` executable.
@Suite struct LintFrontEndParityTests {
  /// A command line to give both front ends, its paths in `folder`.
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var words: @Sendable (TemporaryFolder) throws -> [String]
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no argument") { _ in [] },
    Case(name: "unknown option") { try ["--fix", $0.write("A.swift", "let a = 1\n")] },
    Case(name: "unknown short option") { try ["-x", $0.write("A.swift", "let a = 1\n")] },
    Case(name: "missing file") { [$0.path("Missing.swift")] },
    Case(name: "missing file beside a finding") {
      try [$0.path("Missing.swift"), $0.write("A.swift", LintSample.invalidSuppression)]
    },
    Case(name: "bad --format") { _ in ["--format", "xml", "A.swift"] },
    Case(name: "--format without a value") { _ in ["A.swift", "--format"] },
    Case(name: "--format given twice") { _ in ["--format", "json", "--format=text", "A.swift"] },
    Case(name: "a flag with a value") { _ in ["--help=yes", "A.swift"] },
    Case(name: "bad --rule") { _ in ["--rule", "no-such-rule", "A.swift"] },
    Case(name: "bad --sdk") { _ in ["--sdk", "16", "A.swift"] },
    Case(name: "bad --deployment-target") { _ in ["--deployment-target", "android14", "A.swift"] },
    Case(name: "no path after options") { _ in ["--format", "json"] },
    Case(name: "missing baseline") {
      try ["--baseline", $0.path("none.json"), $0.write("A.swift", "")]
    },
    Case(name: "malformed baseline") {
      try ["--baseline", $0.write("bad.json", "{\"rule\": 1}"), $0.write("A.swift", "")]
    },
    Case(name: "findings") { try [$0.write("A.swift", LintSample.invalidSuppression)] },
    Case(name: "findings as JSON") {
      try ["--format", "json", $0.write("A.swift", LintSample.invalidSuppression)]
    },
    Case(name: "clean file") { try [$0.write("B.swift", "let b = 2\n")] },
  ]

  /// What `empty-states lint` prints for `words`, with its name as the tool's.
  func mainFrontEnd(_ words: [String]) -> EmptyStatesCLI.Outcome {
    var outcome = EmptyStatesCLI.run(["lint"] + words)
    outcome.standardError = outcome.standardError.replacingOccurrences(
      of: "empty-states lint", with: "empty-states-lint")
    return outcome
  }

  @Test(arguments: cases)
  func bothFrontEndsAnswerAlike(_ test: Case) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let words = try test.words(folder)
    let expected = mainFrontEnd(words)
    #expect(LintTool.run(words) == expected)
    if expected.exitCode != .ok && expected.exitCode != .lintFindings {
      // An error is one line, after any notes.
      #expect(expected.standardError.hasPrefix("error: empty-states-lint: "))
      #expect(expected.standardError.hasSuffix("\n"))
    }
    let process = try run(words)
    #expect(process.status == expected.exitCode.rawValue)
    #expect(process.standardOutput == expected.standardOutput)
    #expect(process.standardError == expected.standardError)
  }

  /// Every exit code a case meets is one of the contract's, and the cases meet each of them.
  @Test func theCasesCoverEveryExitCode() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var codes: Set<Int32> = []
    for test in Self.cases {
      codes.insert(LintTool.run(try test.words(folder)).exitCode.rawValue)
    }
    #expect(codes == [0, 1, 64, 65, 66])
  }

  /// Runs the built `empty-states-lint` beside the tests.
  func run(_ arguments: [String]) throws -> ChildProcess.Run {
    let tool = try #require(
      ChildProcess.built("empty-states-lint"),
      "the empty-states-lint binary is not beside the tests; run `swift build` first")
    return try tool.run(arguments)
  }
}
