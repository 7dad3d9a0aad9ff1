extension HTMLRenderer {
  /// A colour scheme to force; `nil` follows the reader's `prefers-color-scheme`.
  public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light backgrounds, dark text.
    case light
    /// Dark backgrounds, light text.
    case dark
  }
}
