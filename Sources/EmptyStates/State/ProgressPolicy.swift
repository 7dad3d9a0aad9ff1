import Foundation

/// When a progress indicator appears and how long it stays, so fast loads never flash a
/// spinner and slow ones never blink one.
///
/// Renderers start a load, wait ``delay`` before showing progress, and once it is shown keep it
/// for ``minimumDuration`` even if the content arrives sooner:
///
/// ```swift
/// let policy = ProgressPolicy.standard
/// policy.showsIndicator(afterLoadingFor: 0.1)        // false: too soon to show
/// policy.remainingDisplay(afterLoadingFor: 0.4)    // 0.4 s more: shown at 0.3, kept to 0.8
/// ```
public struct ProgressPolicy: Hashable, Sendable {
  /// How long a load runs before the indicator appears, in seconds.
  public var delay: TimeInterval
  /// How long the indicator stays once it has appeared, in seconds.
  public var minimumDuration: TimeInterval

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - delay: How long a load runs before the indicator appears, in seconds (negative counts
  ///     as zero).
  ///   - minimumDuration: How long the indicator stays once it has appeared, in seconds
  ///     (negative counts as zero).
  public init(delay: TimeInterval, minimumDuration: TimeInterval) {
    self.delay = max(0, delay)
    self.minimumDuration = max(0, minimumDuration)
  }

  /// 0.3 s before the indicator appears, then at least 0.5 s on screen: loads under 0.3 s show
  /// no indicator at all.
  public static let standard = ProgressPolicy(delay: 0.3, minimumDuration: 0.5)

  /// The indicator appears at once and goes as soon as the load ends.
  public static let immediate = ProgressPolicy(delay: 0, minimumDuration: 0)

  /// Whether the indicator shows after a load has run for `elapsed` seconds.
  ///
  /// - Parameter elapsed: Seconds since the load began.
  /// - Returns: `true` once `elapsed` reaches ``delay``.
  public func showsIndicator(afterLoadingFor elapsed: TimeInterval) -> Bool {
    elapsed >= delay
  }

  /// How much longer the indicator stays when a load ends after `elapsed` seconds: zero if it
  /// never appeared, else what is left of ``minimumDuration``.
  ///
  /// - Parameter elapsed: Seconds from the load's start to its end.
  /// - Returns: Seconds to keep the indicator before showing the result.
  public func remainingDisplay(afterLoadingFor elapsed: TimeInterval) -> TimeInterval {
    guard showsIndicator(afterLoadingFor: elapsed) else { return 0 }
    return max(0, minimumDuration - (elapsed - delay))
  }
}
