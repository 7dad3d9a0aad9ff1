import Foundation

/// An ``EmptyState`` with its words resolved for one locale: what every renderer draws.
///
/// Make one with ``EmptyStateLocalizer/localize(_:)``.
public struct LocalizedEmptyState: Hashable, Sendable {
  /// An action with its title resolved.
  public struct Action: Hashable, Sendable, Identifiable {
    /// The action's stable identifier.
    public var id: EmptyState.Action.ID
    /// The button's title in the state's locale.
    public var title: String
    /// How prominent the action is.
    public var role: EmptyState.Action.Role
    /// An SF Symbol shown beside the title.
    public var symbol: String?
    /// Where the action leads, for renderers that draw links.
    public var url: URL?
  }

  /// The canonical identifier of the locale the state was localized for, such as `"pt-BR"`.
  public var localeIdentifier: String
  /// The String Catalog localization whose strings were used, such as `"pt-BR"` or `"en"`.
  public var localization: String
  /// The direction the locale writes in.
  public var direction: EmptyState.TextDirection
  /// The picture above the title, with its spoken label resolved.
  public var media: Media?
  /// The headline.
  public var title: String
  /// The sentence below the headline.
  public var description: String?
  /// The ways forward, in reading order.
  public var actions: [Action]
  /// The kind of situation.
  public var tone: EmptyState.Tone

  /// What assistive technology meets, in reading order.
  public var accessibilityOutline: [EmptyState.AccessibilityElement] {
    EmptyState.AccessibilityElement.outline(of: self)
  }
}
