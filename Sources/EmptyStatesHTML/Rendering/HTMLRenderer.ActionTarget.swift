extension HTMLRenderer {
  /// Where an action leads.
  public enum ActionTarget: Hashable, Sendable {
    /// A link to a URL (`http`, `https`, `mailto` or relative; others are refused).
    case link(String)
    /// A form button submitting to a URL, with the action's id as `empty-state-action`.
    case form(method: FormMethod, action: String)
  }
}
