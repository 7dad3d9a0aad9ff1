import EmptyStates
import EmptyStatesCommandLineContract
import EmptyStatesTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width terminal text is drawn at: `--width N`, else the terminal's own width when
/// standard output is one, else 72 columns.
enum TerminalWidth {
  /// The widths `--width` accepts: the renderer's own (``TerminalRenderer/widths``), the one
  /// place that bounds them.
  static let widths = TerminalRenderer.widths
  /// The narrowest width text is drawn at.
  static let minimum = widths.lowerBound
  /// The widest.
  static let maximum = widths.upperBound
  /// The width when standard output is no terminal.
  static let fallback = 72

  /// The width `--width` asks for, or the default.
  /// - Throws: A usage error naming a value that is not a whole number within ``widths``.
  static func value(_ arguments: Arguments, command: String) throws(CLIError) -> Int {
    guard let text = arguments.value("width") else { return standardOutputWidth() ?? fallback }
    guard let width = Int(text), widths.contains(width) else {
      throw .usage(
        "\(command): invalid value \(DisplayQuote.argument.quoted(text)) for --width "
          + "(expected a whole number from \(minimum) to \(maximum))")
    }
    return width
  }

  /// The columns of the terminal standard output is, clamped to the widths text is drawn at;
  /// `nil` when standard output is no terminal or does not say.
  static func standardOutputWidth() -> Int? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return min(max(Int(size.ws_col), minimum), maximum)
  }
}
