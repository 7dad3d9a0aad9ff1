/// Where code shows an empty state: a `ContentUnavailableView` or `EmptyStateView`, or the call
/// of a wrapper around one declared in the same file.
struct EmptyStateSite: Hashable, Sendable {
  /// What the site shows.
  enum Kind: Hashable, Sendable {
    /// SwiftUI's `ContentUnavailableView`.
    case contentUnavailableView
    /// This package's `EmptyStateView`.
    case emptyStateView
    /// A view or a `some View` property or function of the same file whose body shows the empty
    /// state at `inner` (a token index).
    case wrapper(inner: Int)
    /// A view that another file of the run declares and whose body shows an empty state every
    /// time (`PlaceholderView(role: .noProjects)`): read by the loading rule only, which reports
    /// at that file's empty state.
    case otherFilesView
  }

  /// What the site shows.
  var kind: Kind
  /// The call at the site: its name token is where findings are reported.
  var call: Call

  /// The name token.
  var name: Int { call.name }

  /// The name token of the empty state the site shows: the wrapper's inner one, or the site's
  /// own. Findings about how a site is placed or modified are reported there, where labelled
  /// usages and suppressions are, and name the site when it is elsewhere.
  var shown: Int {
    switch kind {
    case .wrapper(let inner): inner
    case .contentUnavailableView, .emptyStateView, .otherFilesView: name
    }
  }
}
