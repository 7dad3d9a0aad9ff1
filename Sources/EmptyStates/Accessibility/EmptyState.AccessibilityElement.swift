extension EmptyState {
  /// One thing assistive technology meets in an empty state, in reading order.
  ///
  /// The outline of every state is the same shape: the picture (hidden unless the app labels it),
  /// the title as a heading, the description as text, then one button per action.
  ///
  /// Encodes as `{"role", "label", "hidden"}`.
  public struct AccessibilityElement: Hashable, Sendable, Encodable {
    /// What kind of element it is, which each renderer maps to its own traits: SwiftUI's
    /// `.isHeader` and `.isButton`, ARIA's `heading` and `button` roles.
    public enum Role: String, Hashable, Sendable, CaseIterable, Codable {
      /// The title: a heading, so people can jump to it.
      case heading
      /// The description.
      case text
      /// An action.
      case button
      /// The picture.
      case image
    }

    /// What kind of element it is.
    public var role: Role
    /// What assistive technology says; empty for a decorative picture.
    public var label: String
    /// Whether assistive technology skips the element.
    public var isHidden: Bool

    private enum CodingKeys: String, CodingKey {
      case role, label
      case isHidden = "hidden"
    }

    static func outline(of state: LocalizedEmptyState) -> [AccessibilityElement] {
      var elements: [AccessibilityElement] = []
      if let media = state.media {
        let label = media.label ?? ""
        elements.append(
          AccessibilityElement(role: .image, label: label, isHidden: label.isEmpty))
      }
      elements.append(
        AccessibilityElement(role: .heading, label: state.title, isHidden: false))
      if let description = state.description {
        elements.append(
          AccessibilityElement(role: .text, label: description, isHidden: false))
      }
      for action in state.actions {
        elements.append(
          AccessibilityElement(role: .button, label: action.title, isHidden: false))
      }
      return elements
    }
  }
}
