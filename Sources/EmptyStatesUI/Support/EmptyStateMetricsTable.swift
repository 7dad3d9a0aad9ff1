#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Where the SwiftUI layer takes its measurements from: the core's metrics of this platform,
  /// for the size the control size asks for and the user's text size. Tests put a table of
  /// their own in the environment to show that no layout states a number of its own.
  struct EmptyStateMetricsTable: Sendable {
    /// The metrics of a size at a text size.
    let metrics: @Sendable (EmptyStateMetrics.Size, EmptyStateMetrics.TextSize) -> EmptyStateMetrics

    /// The core's metrics of `platform`.
    static func platform(_ platform: EmptyStateMetrics.Platform) -> EmptyStateMetricsTable {
      EmptyStateMetricsTable { EmptyStateMetrics(platform: platform, size: $0, textSize: $1) }
    }
  }

  private struct EmptyStateMetricsTableKey: EnvironmentKey {
    static let defaultValue = EmptyStateMetricsTable.platform(PlatformSupport.metricsPlatform)
  }

  extension EnvironmentValues {
    /// Where the layouts take their measurements from.
    var emptyStateMetricsTable: EmptyStateMetricsTable {
      get { self[EmptyStateMetricsTableKey.self] }
      set { self[EmptyStateMetricsTableKey.self] = newValue }
    }
  }
#endif
