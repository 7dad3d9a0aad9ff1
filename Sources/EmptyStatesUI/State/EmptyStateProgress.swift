#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// A progress indicator labelled "Loading…" in the environment's locale, which appears only
  /// after the policy's delay.
  struct EmptyStateProgress: View {
    let policy: ProgressPolicy
    @State private var isVisible: Bool
    @Environment(\.locale) private var locale

    init(policy: ProgressPolicy) {
      self.policy = policy
      _isVisible = State(initialValue: policy.showsIndicator(afterLoadingFor: 0))
    }

    var body: some View {
      ProgressView {
        Text(verbatim: EmptyStateLocalizer(locale: locale).string(for: .loading))
      }
      .opacity(isVisible ? 1 : 0)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .task {
        guard !isVisible else { return }
        try? await Task.sleep(nanoseconds: UInt64(policy.delay * 1_000_000_000))
        if !Task.isCancelled { isVisible = true }
      }
    }
  }
#endif
