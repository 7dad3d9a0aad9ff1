/// How a one-line message shows text it did not write — a command-line argument, a path, a
/// JSON field, a name or a literal read from a source file: the one policy every error, note
/// and lint finding follows, so that no input can break the line, drive the terminal or hide
/// what it holds.
///
/// A policy is which characters are shown as they are (``Characters``) and how many Unicode
/// scalars at most (``limit``); text past the limit is cut and "…" marks the cut. The callers'
/// policies are named:
///
/// ```swift
/// DisplayQuote.argument.quoted("--wdth")         // "--wdth"
/// DisplayQuote.argument.quoted("caf\u{E9}\u{7}")  // "caf\u{e9}\u{7}"
/// DisplayQuote.path.quoted("/tmp/spec.json")      // "/tmp/spec.json"
/// DisplayQuote.sourceText.shown("Keine Einträge") // Keine Einträge
/// ```
package struct DisplayQuote: Hashable, Sendable {
  /// Which characters a message shows as they are.
  package enum Characters: Hashable, Sendable {
    /// Printable ASCII only: every other scalar is written `\u{…}` in hex, and `"` and `\` are
    /// escaped with a backslash — for input the reader must correct, so that a look-alike
    /// letter, an invisible one or a stray control shows for what it is.
    case ascii
    /// What a renderer may draw (``TextHygiene/displayable(_:newlines:)``, line breaks joined):
    /// letters of every script stay readable, controls and whatever could reorder the text
    /// around it go — for quoting an app's own words, such as a title in a lint finding.
    case readable
  }

  /// Which characters are shown as they are.
  package var characters: Characters
  /// The most Unicode scalars of the text shown.
  package var limit: Int

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - characters: Which characters are shown as they are.
  ///   - limit: The most Unicode scalars of the text shown.
  package init(characters: Characters, limit: Int) {
    self.characters = characters
    self.limit = limit
  }

  /// The most characters of a path a message shows: more than any real path has, few enough
  /// that a message stays a readable line whatever path it was given.
  package static let pathLimit = 1024

  /// A command-line argument, an option's value or a field's name: ASCII, 60 scalars.
  package static let argument = DisplayQuote(characters: .ascii, limit: 60)
  /// A path: ASCII, ``pathLimit`` scalars.
  package static let path = DisplayQuote(characters: .ascii, limit: pathLimit)
  /// A path in a note that carries the file system's own words: readable, ``pathLimit``
  /// scalars.
  package static let readablePath = DisplayQuote(characters: .readable, limit: pathLimit)
  /// Code or a literal quoted from a linted source file: readable, 40 scalars, so that a
  /// finding stays one line beside its location.
  package static let sourceText = DisplayQuote(characters: .readable, limit: 40)

  /// `text` between double quotes, shown as the policy says.
  ///
  /// - Parameter text: Any text.
  /// - Returns: One line: `"` + ``shown(_:)`` + `"`.
  package func quoted(_ text: some StringProtocol) -> String {
    "\"" + shown(text) + "\""
  }

  /// `text` shown as the policy says, without quotation marks: for a message that sets its
  /// own, or none.
  ///
  /// - Parameter text: Any text.
  /// - Returns: One line of at most ``limit`` scalars of `text`, and "…" when it was cut.
  package func shown(_ text: some StringProtocol) -> String {
    let scalars = text.unicodeScalars
    let kept = scalars.prefix(limit)
    let isCut = scalars.dropFirst(limit).first != nil
    var result: String
    switch characters {
    case .ascii:
      result = ""
      for scalar in kept {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case " "..."~": result.unicodeScalars.append(scalar)
        default: result += "\\u{\(String(scalar.value, radix: 16))}"
        }
      }
    case .readable:
      result = TextHygiene.displayable(
        String(String.UnicodeScalarView(kept)), newlines: .joined)
    }
    return isCut ? result + "…" : result
  }
}
