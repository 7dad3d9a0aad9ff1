#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  private struct EmptyStateSizesToFitKey: EnvironmentKey {
    static let defaultValue = false
  }

  private struct EmptyStateFittedSizeKey: EnvironmentKey {
    static let defaultValue: EmptyStateMetrics.Size? = nil
  }

  extension EnvironmentValues {
    /// Whether the automatic style sizes empty states from the room they get.
    var emptyStateSizesToFit: Bool {
      get { self[EmptyStateSizesToFitKey.self] }
      set { self[EmptyStateSizesToFitKey.self] = newValue }
    }

    /// The size the automatic style chose for the room it measured; `nil` when it does not
    /// size to fit, and the control size decides.
    var emptyStateFittedSize: EmptyStateMetrics.Size? {
      get { self[EmptyStateFittedSizeKey.self] }
      set { self[EmptyStateFittedSizeKey.self] = newValue }
    }
  }

  extension View {
    /// Sizes the empty states below from the room each gets, with the automatic style: compact
    /// in a sidebar, an inspector or a table section, spacious for a whole window on macOS and
    /// visionOS, regular otherwise — at the container sizes `EmptyStateMetrics.SizeThresholds`
    /// gives for the platform.
    ///
    /// An opt-in, because SwiftUI cannot tell an app's `.controlSize(.regular)` from the
    /// default: while it is on, the room decides instead of the control size. A state sized
    /// other than regular is drawn with the backport's layout, since `ContentUnavailableView`
    /// has one size.
    ///
    /// ```swift
    /// NavigationSplitView {
    ///   List(selection: $selection) { … }
    ///     .emptyState(isPresented: folders.isEmpty) { EmptyStateView(.empty) }  // compact
    /// } detail: {
    ///   EmptyStateView(.noSelection)                                           // spacious
    /// }
    /// .emptyStateSizesToFit()
    /// ```
    ///
    /// - Parameter enabled: Whether the room decides the size.
    /// - Returns: The view, whose empty states size to fit.
    nonisolated public func emptyStateSizesToFit(_ enabled: Bool = true) -> some View {
      environment(\.emptyStateSizesToFit, enabled)
    }
  }
#endif
