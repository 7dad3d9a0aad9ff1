extension EmptyStateMetrics {
  /// How empty states move, the same on every platform: the fade between states and the symbol
  /// animations the SwiftUI layer draws where the system has no effect of its own (the pulse
  /// before iOS 17) and the HTML renderer draws with CSS. Every renderer stops all of it when the
  /// user asks for reduced motion.
  public struct Motion: Hashable, Sendable {
    /// Seconds a change between states fades.
    public var transitionDuration: Double
    /// Seconds the pulse takes to fade out, and again to fade back in.
    public var pulseFadeDuration: Double
    /// The symbol's opacity at the dimmest of the pulse.
    public var pulseOpacity: Double
    /// Seconds of one whole breath: growing and fading, then back.
    public var breathePeriod: Double
    /// The symbol's scale at the fullest of a breath.
    public var breatheScale: Double
    /// The symbol's opacity at the fullest of a breath.
    public var breatheOpacity: Double

    /// Creates motion from its measures.
    ///
    /// - Parameters:
    ///   - transitionDuration: Seconds a change between states fades.
    ///   - pulseFadeDuration: Seconds the pulse takes to fade out (and back in).
    ///   - pulseOpacity: The symbol's opacity at the dimmest of the pulse.
    ///   - breathePeriod: Seconds of one whole breath.
    ///   - breatheScale: The symbol's scale at the fullest of a breath.
    ///   - breatheOpacity: The symbol's opacity at the fullest of a breath.
    public init(
      transitionDuration: Double, pulseFadeDuration: Double, pulseOpacity: Double,
      breathePeriod: Double, breatheScale: Double, breatheOpacity: Double
    ) {
      self.transitionDuration = transitionDuration
      self.pulseFadeDuration = pulseFadeDuration
      self.pulseOpacity = pulseOpacity
      self.breathePeriod = breathePeriod
      self.breatheScale = breatheScale
      self.breatheOpacity = breatheOpacity
    }

    /// The package's motion: a quarter-second fade between states; a slow pulse, a second out
    /// and a second back; a three-second breath.
    public static let standard = Motion(
      transitionDuration: 0.25, pulseFadeDuration: 1, pulseOpacity: 0.4, breathePeriod: 3,
      breatheScale: 1.08, breatheOpacity: 0.7)
  }
}
