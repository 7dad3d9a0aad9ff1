/// One hostile text of the corpus (`Fixtures/hostile/text/`): markup, bidirectional
/// formatting, invisible and control characters, format strings, or a generated giant.
public struct HostilePayload: Hashable, Sendable, CustomStringConvertible {
  /// The class a payload belongs to: which file of the corpus holds it.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Markup, attribute breakouts, script URLs and entity tricks (`text/xss.json`).
    case xss
    /// Bidirectional overrides, embeddings and isolates (`text/bidi.json`).
    case bidi
    /// Zero-width, control and separator characters (`text/invisible.json`).
    case invisible
    /// Format specifiers and interpolations (`text/format-strings.json`).
    case formatStrings = "format-strings"
    /// Texts made by the recipes of `recipes/text.json`: a megabyte or a giant grapheme.
    case generated
  }

  /// The payload's class.
  public var kind: Kind
  /// What it attacks, as the corpus names it.
  public var name: String
  /// The text itself.
  public var text: String

  /// Creates a payload.
  public init(kind: Kind, name: String, text: String) {
    self.kind = kind
    self.name = name
    self.text = text
  }

  /// The class and the name, without the text: what a failure message shows.
  public var description: String { "\(kind.rawValue): \(name)" }

  /// Whether the payload is one of the generated giants, which tests run through fewer
  /// combinations to keep the suite quick.
  public var isLarge: Bool { kind == .generated }
}
