#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  private struct EmptyStateDefaultsKey: EnvironmentKey {
    static let defaultValue = EmptyStateDefaults.standard
  }

  extension EnvironmentValues {
    /// What every empty state in this environment shares: its rules, progress policy, heading
    /// level, size and localization. Set it with `emptyStateDefaults(_:)`.
    public var emptyStateDefaults: EmptyStateDefaults {
      get { self[EmptyStateDefaultsKey.self] }
      set { self[EmptyStateDefaultsKey.self] = newValue }
    }
  }

  extension View {
    /// Sets what every empty state in this view shares, once, at the root of the app: the
    /// states `emptyState(for:)` shows, the progress policy, the titles' heading level, the size
    /// and where the copy is looked up. A call site's `rules:` or `progress:` still wins.
    ///
    /// ```swift
    /// WindowGroup {
    ///   ContentView()
    ///     .emptyStateDefaults(EmptyStateDefaults(progress: .immediate, headingLevel: .h1))
    /// }
    /// ```
    ///
    /// - Parameter defaults: The defaults.
    /// - Returns: A view whose empty states use `defaults`.
    public nonisolated func emptyStateDefaults(_ defaults: EmptyStateDefaults) -> some View {
      environment(\.emptyStateDefaults, defaults)
    }

    /// Changes some of the defaults of the empty states in this view, keeping the others from
    /// the environment: a sidebar's smaller states, a sheet's other rules.
    ///
    /// ```swift
    /// Sidebar()
    ///   .emptyStateDefaults { $0.size = .compact }
    /// ```
    ///
    /// - Parameter transform: Changes the defaults the view inherits.
    /// - Returns: A view whose empty states use the changed defaults.
    public nonisolated func emptyStateDefaults(
      _ transform: @escaping (inout EmptyStateDefaults) -> Void
    ) -> some View {
      transformEnvironment(\.emptyStateDefaults, transform: transform)
    }
  }
#endif
