extension HTMLRenderer {
  /// A form's HTTP method.
  public enum FormMethod: String, Hashable, Sendable {
    case get, post
  }
}
