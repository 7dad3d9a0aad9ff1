#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// A progress indicator with its localized label ("Loading…"), which appears only after the
  /// policy's delay.
  struct EmptyStateProgress: View {
    let progress: LocalizedPresentation.Progress
    let policy: ProgressPolicy
    @State private var isVisible: Bool

    init(_ progress: LocalizedPresentation.Progress, policy: ProgressPolicy) {
      self.progress = progress
      self.policy = policy
      _isVisible = State(initialValue: policy.showsIndicator(afterLoadingFor: 0))
    }

    var body: some View {
      ProgressView {
        Text(verbatim: progress.label)
      }
      .environment(\.layoutDirection, LayoutDirection(progress.direction))
      .opacity(isVisible ? 1 : 0)
      .modifier(EmptyStatePartHitTesting(part: .progress))
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .task {
        guard !isVisible else { return }
        try? await Task.sleep(nanoseconds: UInt64(policy.delay * 1_000_000_000))
        if !Task.isCancelled { isVisible = true }
      }
    }
  }
#endif
