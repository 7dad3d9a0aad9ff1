/// An option a command accepts: `--name VALUE`, or a flag `--name` when `valueName` is `nil`.
struct OptionSpec {
  var name: String
  var valueName: String?
  var help: String
  /// Whether the option may be given more than once (`--rule A --rule B`).
  var repeatable = false

  /// How the option is written in help: `--locale ID`.
  var synopsis: String {
    valueName.map { "--\(name) \($0)" } ?? "--\(name)"
  }
}
