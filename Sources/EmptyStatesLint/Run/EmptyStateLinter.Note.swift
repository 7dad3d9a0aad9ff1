import EmptyStates

extension EmptyStateLinter {
  /// Why a file was not linted, or not linted whole: one line about one file.
  public struct Note: Hashable, Sendable, CustomStringConvertible {
    /// The file, as its path was given or found.
    public var file: String
    /// What happened, such as "skipped: not a text file" or "no such file or folder".
    public var message: String
    /// Whether the file could not be read at all (a missing path, a permission): a failed run,
    /// where a skipped binary file or a recovered read is not.
    public var isUnreadable: Bool

    /// A note about `file`.
    init(file: String, message: String, isUnreadable: Bool = false) {
      self.file = file
      self.message = message
      self.isUnreadable = isUnreadable
    }

    /// "path: message", with every character that could drive a terminal or reorder text taken
    /// out of both, and a path longer than any real one cut.
    public var description: String {
      TextHygiene.displayable(
        "\(DisplayQuote.readablePath.shown(file)): \(message)", newlines: .joined)
    }
  }
}
