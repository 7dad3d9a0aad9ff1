import EmptyStates
import Foundation

/// The places an app can put a hostile text in an ``EmptyState``: every text field at once, an
/// image's name, an app string's key and table, a search query and filter name. Each shape
/// turns a text into a state, so a test renders the hostile text and harmless ``twins`` the
/// same way and compares the two.
public enum HostileStates {
  /// Harmless texts to render in the hostile text's place: a line break in one of them, as a
  /// hostile text may hold one.
  public static let twins = ["Benign text", "Benign\ntext"]

  /// A way to put a text into a state, by name.
  public struct Shape: Sendable, CustomStringConvertible {
    /// Which fields the text goes in.
    public var name: String
    /// The state carrying `text`.
    public var state: @Sendable (_ text: String) -> EmptyState

    /// The shape's name.
    public var description: String { name }
  }

  /// Every shape; ``everyField`` first.
  public static let shapes: [Shape] = [
    everyField,
    Shape(name: "image") { text in
      EmptyState(
        .verbatim(text),
        media: EmptyState.Media(
          .image(text), variant: .icon, accessibilityLabel: .verbatim(text)),
        description: .verbatim(text))
    },
    Shape(name: "app string keys") { text in
      EmptyState(
        .localized(text, table: text), description: .localized(text),
        actions: [EmptyState.Action(.localized(text), id: .retry)])
    },
    Shape(name: "search") { text in
      .noResults(for: text, filters: SearchFilters([.verbatim(text)]))
    },
  ]

  /// The text as the title, description, symbol name, symbol label, action titles and action
  /// symbol.
  public static let everyField = Shape(name: "every field") { text in
    EmptyState(
      .verbatim(text),
      media: EmptyState.Media(
        .symbol(text), animation: .pulse, accessibilityLabel: .verbatim(text)),
      description: .verbatim(text),
      actions: [
        EmptyState.Action(text, id: .retry, role: .primary, symbol: text),
        EmptyState.Action(text, id: .goBack, role: .destructive),
      ],
      tone: .error)
  }

  /// The text as the title alone, under a known symbol: the shape the generated giants are
  /// drawn in, a megabyte once rather than in every field.
  public static let title = Shape(name: "title") { text in
    EmptyState(.verbatim(text), systemImage: "tray")
  }

  /// A state whose first action leads to `text` as a URL, when Foundation reads it as one.
  public static func linking(to text: String) -> EmptyState {
    EmptyState(
      "Link", systemImage: "link",
      actions: [
        EmptyState.Action("Open", id: .retry, url: URL(string: text)),
        EmptyState.Action("Back", id: .goBack),
        EmptyState.Action("Settings", id: .openSettings),
      ])
  }

  /// The spec JSON an app would write for `text` in every text field, as ``everyField`` puts
  /// it, for the commands that read specs.
  public static func spec(carrying text: String) -> Data {
    let action: [String: Any] = ["id": "retry", "title": text, "role": "primary", "symbol": text]
    let object: [String: Any] = [
      "title": text, "description": text, "symbol": text, "symbolAnimation": "pulse",
      "mediaLabel": text, "tone": "error",
      "actions": [action, ["id": "go-back", "title": text, "role": "destructive"]],
    ]
    return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }

  /// The spec JSON of a state whose action leads to `text` as its URL.
  public static func spec(linkingTo text: String) -> Data {
    let object: [String: Any] = [
      "title": "Link", "actions": [["id": "retry", "title": "Open", "url": text]],
    ]
    return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }
}
