import Foundation
import Testing

@testable import EmptyStatesCommandLine

@Suite struct CLIErrorTests {
  static let usageErrors: [([String], String)] = [
    ([], "Usage: empty-states"),
    (["frobnicate"], "unknown command \"frobnicate\""),
    (["render"], "give --preset NAME or --spec FILE"),
    (["render", "--preset", "nope"], "unknown preset \"nope\""),
    (
      ["render", "--preset", "empty", "--spec", "x.json"],
      "--preset and --spec cannot be used together"
    ),
    (["render", "--preset", "empty", "--format", "pdf"], "invalid value \"pdf\" for --format"),
    (["render", "--preset", "empty", "--locale", "not a locale"], "invalid locale identifier"),
    (["render", "--preset", "empty", "--locale"], "option --locale needs a value"),
    (["render", "--preset", "empty", "--preset", "empty"], "--preset is given more than once"),
    (["render", "--preset", "empty", "--colour", "red"], "unknown option \"--colour\""),
    (["render", "--preset", "empty", "extra"], "unexpected argument \"extra\""),
    (
      ["render", "--preset", "offline", "--query", "x"],
      "--query applies to --preset no-results only"
    ),
    (
      ["render", "--preset", "offline", "--filters", "1"],
      "--filters applies to --preset no-results only"
    ),
    (
      ["render", "--preset", "no-results", "--filters", "two"],
      "invalid value \"two\" for --filters"
    ),
    (
      ["resolve", "--phase", "loaded", "--total", "1", "--filters", "-1"],
      "invalid value \"-1\" for --filters"
    ),
    (
      ["resolve", "--phase", "loaded", "--total", "1", "--filters", "1.5"],
      "invalid value \"1.5\" for --filters"
    ),
    (["presets", "--all"], "unknown option \"--all\""),
    (["resolve"], "--phase is required"),
    (["resolve", "--phase", "done"], "invalid value \"done\" for --phase"),
    (["resolve", "--phase", "loaded"], "--phase loaded needs --total N"),
    (["resolve", "--phase", "loaded", "--total", "-1"], "invalid value \"-1\" for --total"),
    (["resolve", "--phase", "loaded", "--total", "abc"], "invalid value \"abc\" for --total"),
    (
      ["resolve", "--phase", "loaded", "--total", "2", "--matches", "3"],
      "--matches (3) cannot exceed --total (2)"
    ),
    (["resolve", "--phase", "loaded", "--matches", "0"], "--phase loaded needs --total N"),
    (["resolve", "--phase", "loading", "--matches", "0"], "--matches needs --total N"),
    (["resolve", "--phase", "failed"], "--phase failed needs --error REASON"),
    (
      ["resolve", "--phase", "failed", "--error", "gremlins"],
      "invalid value \"gremlins\" for --error"
    ),
    (
      ["resolve", "--phase", "loading", "--error", "offline"],
      "--error applies to --phase failed only"
    ),
    (
      ["resolve", "--phase", "loading", "--total", "3"],
      "--total needs --phase loaded or --previous-content"
    ),
    (
      ["resolve", "--phase", "loading", "--previous-content"], "--previous-content needs --total N"
    ),
    (
      ["resolve", "--phase", "loaded", "--total", "1", "--previous-content"],
      "--previous-content applies to"
    ),
    (
      ["resolve", "--phase", "loading", "--previous-content=yes", "--total", "1"],
      "--previous-content takes no value"
    ),
    (["resolve", "--phase", "loading", "--format", "text"], "invalid value \"text\" for --format"),
  ]

  @Test(arguments: usageErrors)
  func usageErrorsExit64WithOneLineNamingTheProblem(words: [String], message: String) {
    let outcome = EmptyStatesCLI.run(words)
    #expect(outcome.exitCode == .usage)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    if !words.isEmpty {
      #expect(outcome.standardError.hasPrefix("error: "))
      #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
    }
  }

  static let badSpecs: [(String, String)] = [
    ("{", "not valid JSON"),
    ("", "not valid JSON"),
    ("[]", "must be a JSON object"),
    (#"{"description": "x"}"#, #"field "title" is required but missing"#),
    (#"{"title": "x", "colour": "red"}"#, #"field "colour" is unknown"#),
    (#"{"title": "x", "tone": 5}"#, #"field "tone" must be a string"#),
    (#"{"title": 5}"#, #"field "title" must be a string"#),
    (
      #"{"title": "x", "actions": [{"id": "a", "title": "A", "role": "huge"}]}"#,
      #"field "actions[0].role" must be one of"#
    ),
    ("\u{FF}\u{FE}", "not valid JSON"),
  ]

  @Test(arguments: badSpecs)
  func badSpecsExit65NamingTheField(contents: String, message: String) throws {
    let path = try temporaryFile(contents)
    let outcome = cli("render", "--spec", path)
    #expect(outcome.exitCode == .dataError)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    #expect(outcome.standardError.contains(path))
    #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test func oversizedSpecExits65() throws {
    let path = try temporaryFile(#"{"title": ""# + String(repeating: "a", count: 1 << 20) + #""}"#)
    let outcome = cli("render", "--spec", path)
    #expect(outcome.exitCode == .dataError)
    #expect(outcome.standardError.contains("larger than 1 MiB"))
  }

  @Test func missingSpecFileExits66() {
    let outcome = cli("render", "--spec", "/nonexistent/spec.json")
    #expect(outcome.exitCode == .noInput)
    #expect(
      outcome.standardError
        == "error: empty-states render: cannot read spec file \"/nonexistent/spec.json\": no such file\n"
    )
  }

  @Test func directorySpecExits66() {
    let outcome = cli("render", "--spec", FileManager.default.temporaryDirectory.path)
    #expect(outcome.exitCode == .noInput)
    #expect(outcome.standardError.contains("it is a directory"))
  }

  @Test func unreadableSpecExits66() throws {
    let path = try temporaryFile(#"{"title": "x"}"#)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
    guard !FileManager.default.isReadableFile(atPath: path) else {
      // Running as root: permissions do not stop reading, so the spec renders.
      #expect(cli("render", "--spec", path).exitCode == .ok)
      return
    }
    let outcome = cli("render", "--spec", path)
    #expect(outcome.exitCode == .noInput)
    #expect(outcome.standardError.contains("permission denied"))
  }

  @Test func hostileInputIsNeverEchoedRaw() {
    let hostile = "\u{1B}]0;owned\u{07}<script>alert(1)</script>"
    for words in [
      ["render", "--preset", hostile], ["render", "--spec", hostile], [hostile],
      ["render", "--preset", "empty", "--" + hostile],
      ["render", "--preset", "empty", "--locale", hostile],
    ] {
      let outcome = EmptyStatesCLI.run(words)
      #expect(outcome.exitCode != .ok)
      #expect(!outcome.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(outcome.standardError.contains(#"\u{1b}]0;owned\u{7}"#))
    }
  }

  @Test func longInputIsCutInMessages() {
    let outcome = cli("render", "--preset", String(repeating: "x", count: 5000))
    #expect(outcome.standardError.count < 200)
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["help", "render"], ["render", "--help"], ["resolve", "-h"],
    ["presets", "--help"],
  ])
  func helpExitsZeroOnStandardOutput(words: [String]) {
    let outcome = EmptyStatesCLI.run(words)
    #expect(outcome.exitCode == .ok)
    #expect(outcome.standardOutput.contains("Usage: empty-states"))
    #expect(outcome.standardError.isEmpty)
  }

  @Test func commandHelpListsItsOptions() {
    let help = cli("resolve", "--help").standardOutput
    for option in ResolveCommand.options {
      #expect(help.contains("--\(option.name)"))
    }
  }
}
