extension EmptyState {
  /// The level of the heading an empty state's title is: `<h2>` in HTML, the heading level
  /// VoiceOver announces in SwiftUI.
  ///
  /// Set it once, in ``EmptyStateDefaults/headingLevel``, to fit the page or screen the state
  /// appears in: `.h2` below a page's `<h1>`, deeper inside a section.
  public enum HeadingLevel: Int, Hashable, Sendable, CaseIterable {
    case h1 = 1
    case h2, h3, h4, h5, h6
  }
}
