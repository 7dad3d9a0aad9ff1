import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesCommandLine

/// `empty-states render` fed the hostile corpus (`Fixtures/hostile`), in process: every
/// payload in every field of a spec, as a URL, a query, a locale and an option's value; the
/// hand-written specs; values of the wrong type; invalid UTF-8; deep nesting and giant files.
/// Each run succeeds with safe output in every format or fails with one line and a contract
/// exit code.
@Suite(.timeLimit(.minutes(10))) struct RenderHostileCorpusTests {
  static let formats = ["json", "text", "html", "ansi"]

  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadInEveryFieldOfASpec(kind: HostilePayload.Kind) throws {
    let payloads = try HostileCorpus.payloads(kind)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let twin = try folder.write(
      "twin.json", bytes: Array(HostileStates.spec(carrying: HostileStates.twins[1])))
    // An allowed and a refused URL: a link and a form button.
    let linkTwins = try ["https://example.com/", "javascript:void(0)"].enumerated().map {
      let path = try folder.write(
        "twin-link-\($0.offset).json", bytes: Array(HostileStates.spec(linkingTo: $0.element)))
      return cli("render", "--spec", path, "--format", "html").standardOutput
    }
    for (index, payload) in payloads.enumerated() {
      let spec = try folder.write(
        "\(index).json", bytes: Array(HostileStates.spec(carrying: payload.text)))
      let link = try folder.write(
        "\(index)-link.json", bytes: Array(HostileStates.spec(linkingTo: payload.text)))
      for format in payload.isLarge ? ["json", "html"] : Self.formats {
        for locale in payload.isLarge ? ["en"] : ["en", "ar"] {
          let options = ["--format", format, "--locale", locale]
          let twins =
            format == "html"
            ? [EmptyStatesCLI.run(["render", "--spec", twin] + options).standardOutput] : []
          HostileOutcome.expectSafe(
            ["render", "--spec", spec] + options,
            output: HostileOutcome.output(forFormat: format, twins: twins), input: payload.text,
            label: "\(payload) in a spec, \(format), \(locale)")
        }
      }
      HostileOutcome.expectSafe(
        ["render", "--spec", link, "--format", "html"], output: .html(twins: linkTwins),
        input: payload.text, label: "\(payload) as a URL")
    }
  }

  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadAsAQueryLocaleOrOptionValue(kind: HostilePayload.Kind) throws {
    for payload in try HostileCorpus.payloads(kind) {
      let text = payload.text
      for format in payload.isLarge ? ["json", "ansi"] : Self.formats {
        let twins = HostileStates.twins.map {
          cli("render", "--preset", "no-results", "--query", $0, "--format", format).standardOutput
        }
        HostileOutcome.expectSafe(
          ["render", "--preset", "no-results", "--query", text, "--format", format],
          output: HostileOutcome.output(forFormat: format, twins: twins), input: text,
          label: "\(payload) as a query, \(format)")
      }
      for option in ["locale", "preset", "format", "style", "color-scheme", "width", "filters"] {
        var words = ["render", "--\(option)", text]
        if option != "preset" { words += ["--preset", "no-results"] }
        if option == "style" || option == "color-scheme" { words += ["--format", "html"] }
        HostileOutcome.expectSafe(
          words, output: .json, input: text, label: "\(payload) as --\(option)")
      }
      HostileOutcome.expectSafe(
        ["render", "--spec", "/nonexistent/" + text], output: .json, input: text,
        label: "\(payload) as a spec path", errors: [.noInput])
    }
  }

  @Test func everyHandWrittenSpecInEveryFormatAndDirection() throws {
    let specs = try HostileCorpus.load(generated: false).specFiles
    try #require(!specs.isEmpty)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for spec in specs {
      let data = try Data(contentsOf: spec.url)
      let input = String(decoding: data, as: UTF8.self)
      let twin = try folder.write(
        spec.name + ".json", bytes: Array(HostileOutcome.harmlessTwin(ofSpec: data)))
      for format in Self.formats {
        for locale in ["en", "ar", "ja"] {
          let options = ["--format", format, "--locale", locale]
          let twins =
            format == "html" ? [EmptyStatesCLI.run(["render", "--spec", twin] + options)] : []
          let outcome = HostileOutcome.expectSafe(
            ["render", "--spec", spec.url.path] + options,
            output: HostileOutcome.output(forFormat: format, twins: twins.map(\.standardOutput)),
            input: input, label: "\(spec), \(format), \(locale)")
          #expect(outcome.exitCode == .ok, "\(spec) is a valid spec: \(outcome.standardError)")
        }
      }
    }
  }

  @Test func aValueOfTheWrongTypeIsAnErrorNamingItsField() throws {
    let entries = try HostileCorpus.load(generated: false).wrongTypes
    try #require(!entries.isEmpty)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (index, entry) in entries.enumerated() {
      let path = try folder.write("\(index).json", bytes: Array(entry.json))
      let outcome = HostileOutcome.expectSafe(
        ["render", "--spec", path], output: .json, input: "", label: "\(entry)",
        errors: [.dataError])
      #expect(outcome.exitCode == .dataError, "\(entry) was accepted")
      if let field = entry.field {
        #expect(
          outcome.standardError.contains("field \"\(field)"),
          "\(entry): \(outcome.standardError) does not name \(field)")
      }
    }
  }

  @Test func invalidUTF8IsAnErrorOrReplacedNeverPassedOn() throws {
    let files = try HostileCorpus.load(generated: false).byteFiles
    try #require(!files.isEmpty)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for file in files {
      let raw = try folder.write(file.name + ".json", bytes: file.bytes)
      let outcome = HostileOutcome.expectSafe(
        ["render", "--spec", raw], output: .json, input: "", label: "\(file) alone",
        errors: [.dataError])
      #expect(outcome.exitCode == .dataError, "\(file) alone is no spec")
      let title = try folder.write(file.name + "-title.json", bytes: file.specTitle)
      for format in Self.formats {
        HostileOutcome.expectSafe(
          ["render", "--spec", title, "--format", format],
          output: HostileOutcome.output(
            forFormat: format,
            twins: [
              cli("render", "--preset", "empty", "--format", format)
                .standardOutput
            ]), input: "", label: "\(file) in a title, \(format)",
          errors: [.dataError])
      }
    }
  }

  @Test func deepNestingAndGiantSpecsFinishWithAnErrorOrARender() throws {
    let recipes = try HostileCorpus.load(generated: false).documentRecipes
    try #require(!recipes.isEmpty)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (index, recipe) in recipes.enumerated() {
      let path = try folder.write("\(index).json", bytes: recipe.bytes)
      for format in ["json", "text"] {
        HostileOutcome.expectSafe(
          ["render", "--spec", path, "--format", format],
          output: HostileOutcome.output(forFormat: format), input: recipe.text,
          label: "\(recipe), \(format)", errors: [.dataError])
      }
    }
  }
}
