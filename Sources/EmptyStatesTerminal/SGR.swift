import EmptyStates

/// Select Graphic Rendition codes: the parameters of the `ESC [ … m` sequences the terminal
/// renderer styles its lines with.
package enum SGR {
  /// Bold.
  package static let bold = "1"
  /// Dim: faint text.
  package static let dim = "2"

  /// The colour of a title in `tone`, to follow ``bold``: empty, or `;` and a colour.
  package static func color(for tone: EmptyState.Tone) -> String {
    switch tone {
    case .neutral, .search: ""
    case .error: ";31"
    case .warning: ";33"
    case .info: ";36"
    }
  }

  /// How a button in `role` is styled.
  package static func button(for role: EmptyState.Action.Role) -> String {
    switch role {
    case .primary: "1;7"
    case .secondary, .cancel: "1"
    case .destructive: "1;31"
    case .link: "4"
    }
  }
}
