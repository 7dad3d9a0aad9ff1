import EmptyStates
import EmptyStatesCommandLineContract
import EmptyStatesHTML
import EmptyStatesTerminal
import Foundation

/// `empty-states render`: draws a preset or a spec file as JSON or terminal text.
enum RenderCommand: Command {
  static let name = "render"
  static let summary = "Render a preset or a spec file's empty state."
  static let synopsis =
    "(--preset NAME | --spec FILE.json) [--query TEXT] [--filters N] [--locale ID] "
    + "[--format \(Format.allCases.map(\.rawValue).joined(separator: "|"))] [--style NAME] "
    + "[--color-scheme \(HTMLRenderer.ColorScheme.allCases.map(\.rawValue).joined(separator: "|"))] "
    + "[--width N]"

  /// What `--format` can ask for.
  enum Format: String, CaseIterable {
    case json, text, html, ansi
  }
  static let options = [
    OptionSpec(name: "preset", valueName: "NAME", help: "A preset (see `empty-states presets`)."),
    OptionSpec(
      name: "spec", valueName: "FILE", help: "A JSON spec of an EmptyState; `-` reads stdin."),
    OptionSpec(
      name: "query", valueName: "TEXT", help: "The search query, for --preset no-results."),
    OptionSpec(
      name: "filters", valueName: "N",
      help: "How many filters are on, for --preset no-results (default 0)."),
    OptionSpec(
      name: "locale", valueName: "ID", help: "The locale, such as de or pt-BR (default en)."),
    OptionSpec(name: "format", valueName: "FORMAT", help: "json (default), text, html or ansi."),
    OptionSpec(
      name: "style", valueName: "NAME",
      help: "With --format html: automatic (default), outlined, card or compact."),
    OptionSpec(
      name: "color-scheme", valueName: "SCHEME",
      help: "With --format html: light or dark (default: the reader's)."),
    OptionSpec(
      name: "width", valueName: "N",
      help: "With --format text or ansi: the columns to fit, \(TerminalWidth.minimum) to "
        + "\(TerminalWidth.maximum) "
        + "(default: the terminal's width, else 72)."),
  ]

  /// The largest spec file read, in bytes.
  static let specSizeLimit = 1 << 20

  static func run(_ arguments: Arguments) throws(CLIError) -> String {
    let format = try arguments.choice("format", as: Format.self, command: label) ?? .json
    let style = try arguments.choice("style", as: HTMLRenderer.Style.self, command: label)
    let scheme = try arguments.choice(
      "color-scheme", as: HTMLRenderer.ColorScheme.self, command: label)
    if format != .html, style != nil || scheme != nil {
      throw .usage("\(label): --style and --color-scheme apply to --format html only")
    }
    if format != .text, format != .ansi, arguments.has("width") {
      throw .usage("\(label): --width applies to --format text and ansi only")
    }
    let localizer = try Localization.localizer(arguments, command: label)
    let (state, preset) = try source(arguments)
    switch format {
    case .html:
      let renderer = HTMLRenderer(
        defaults: Localization.defaults, style: style ?? .automatic, colorScheme: scheme)
      return renderer.document(localizer.localize(state))
    case .text, .ansi:
      // `--format ansi` colours even into a pipe: it was asked for.
      let renderer = TerminalRenderer(
        defaults: Localization.defaults, mode: format == .ansi ? .ansi : .plain,
        width: try TerminalWidth.value(arguments, command: label))
      return renderer.render(localizer.localize(state))
    case .json:
      return try JSONOutput.text(RenderedState(state, preset: preset, localizer: localizer))
    }
  }

  private static func source(_ arguments: Arguments) throws(CLIError) -> (
    EmptyState, EmptyState.Preset?
  ) {
    switch (arguments.value("preset"), arguments.value("spec")) {
    case (nil, nil):
      throw .usage("\(label): give --preset NAME or --spec FILE")
    case (_?, _?):
      throw .usage("\(label): --preset and --spec cannot be used together")
    case (let name?, nil):
      guard let preset = EmptyState.Preset(rawValue: name) else {
        throw .usage(
          "\(label): unknown preset \(DisplayQuote.argument.quoted(name)) for --preset "
            + "(see `empty-states presets`)")
      }
      for option in ["query", "filters"] where arguments.has(option) && preset != .noResults {
        throw .usage("\(label): --\(option) applies to --preset no-results only")
      }
      let filters = SearchFilters(count: try arguments.count("filters", command: label) ?? 0)
      return (preset.emptyState(query: arguments.value("query"), filters: filters), preset)
    case (nil, let path?):
      for option in ["query", "filters"] where arguments.has(option) {
        throw .usage("\(label): --\(option) applies to --preset no-results only")
      }
      let data = try readSpec(path)
      do {
        return (try EmptyState(json: data), nil)
      } catch {
        throw .data("\(label): \(display(path)): \(error.description)")
      }
    }
  }

  private static func readSpec(_ path: String) throws(CLIError) -> Data {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .noInput("\(label): cannot read spec file \(display(path)): no such file")
      }
      guard !isDirectory.boolValue else {
        throw .noInput("\(label): cannot read spec file \(display(path)): it is a directory")
      }
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw .noInput("\(label): cannot read spec file \(display(path)): permission denied")
      }
      do {
        data = try handle.read(upToCount: specSizeLimit + 1) ?? Data()
      } catch {
        throw .noInput("\(label): cannot read spec file \(display(path)): read failed")
      }
    }
    guard data.count <= specSizeLimit else {
      throw .data("\(label): \(display(path)): the spec is larger than 1 MiB")
    }
    return data
  }

  private static func display(_ path: String) -> String {
    path == "-" ? "standard input" : DisplayQuote.path.quoted(path)
  }
}
