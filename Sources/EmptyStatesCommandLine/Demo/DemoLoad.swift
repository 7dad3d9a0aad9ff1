import EmptyStates

/// A simulated load running in the demo: what it keeps on screen meanwhile, when it started,
/// how long it takes and what it will produce.
package struct DemoLoad {
  /// What stays on screen while the load runs.
  package enum Kind: Equatable {
    /// Nothing to keep: the screen shows progress (a first load, or samples loaded afresh).
    case first
    /// A refresh: the list stays, with an indicator in the header.
    case refresh
    /// Try Again: the failure stays, its buttons disabled until the retry ends.
    case retry
  }

  package var kind: Kind
  /// When the load started, in seconds on the demo's clock.
  var started: Double
  /// How long the work takes, in seconds.
  var duration: Double
  /// What the work produces.
  var result: Result<[Contact], any Error>

  /// Whether the progress indicator shows at `now`: only once the policy's delay has passed.
  func showsIndicator(at now: Double, policy: ProgressPolicy) -> Bool {
    policy.showsIndicator(afterLoadingFor: now - started)
  }

  /// When the indicator appears, if it does: the load must outlast the policy's delay.
  func indicatorTime(policy: ProgressPolicy) -> Double? {
    duration >= policy.delay ? started + policy.delay : nil
  }

  /// When the result shows: the end of the work, or later when the indicator appeared and
  /// must stay its minimum time.
  func resultTime(policy: ProgressPolicy) -> Double {
    started + duration + policy.remainingDisplay(afterLoadingFor: duration)
  }
}
