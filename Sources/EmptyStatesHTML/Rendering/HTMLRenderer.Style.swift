extension HTMLRenderer {
  /// How the empty state looks; the same styles as the SwiftUI layer's.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// Centred, like the native view.
    case automatic
    /// Centred inside a dashed, rounded border.
    case outlined
    /// Centred on a rounded, filled card.
    case card
    /// A compact, start-aligned row with the symbol beside the text.
    case compact
  }
}
