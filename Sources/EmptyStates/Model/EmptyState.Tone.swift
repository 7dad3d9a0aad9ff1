extension EmptyState {
  /// The kind of situation an ``EmptyState`` describes, which renderers may use for emphasis
  /// (an error colour for `.error`, for example). The copy itself never depends on it.
  public enum Tone: String, Hashable, Sendable, CaseIterable, Codable {
    /// Nothing is wrong; there is simply nothing here yet.
    case neutral
    /// A search or filter matched nothing.
    case search
    /// Something failed.
    case error
    /// Something needs the user's attention, such as being offline.
    case warning
    /// Something the user can act on, such as signing in.
    case info
  }
}
