import EmptyStatesCommandLineContract

extension EmptyStatesCLI {
  /// Every word the command line itself defines, from its command table: each command's name and
  /// its options as `--name`, the values of the choices only the CLI defines (`--format` of
  /// `render`, `--phase` of `resolve`), and the words every command reads (`--help`, `-h`,
  /// `--`). For the fuzz targets, which build command lines from them.
  package static var words: [String] {
    var words = ["help", "-h", "--help", "--version", "--"]
    for command in commands {
      words.append(command.name)
      words += command.options.map { "--\($0.name)" }
    }
    words += RenderCommand.Format.allCases.map(\.rawValue)
    words += ResolveCommand.Phase.allCases.map(\.rawValue)
    return words
  }
}
