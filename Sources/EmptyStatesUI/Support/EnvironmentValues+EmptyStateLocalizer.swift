#if canImport(SwiftUI)
  import EmptyStates
  import Foundation
  import SwiftUI

  extension EnvironmentValues {
    /// The localizer of the environment's locale: the one place the SwiftUI layer makes one, so
    /// every state, presentation and progress label is localized alike — app copy from the
    /// environment's bundle, built-in strings in the app's languages.
    var emptyStateLocalizer: EmptyStateLocalizer {
      EmptyStateLocalizer(
        locale: locale, languages: self[EmptyStateLanguagesKey.self],
        bundle: self[EmptyStateBundleKey.self])
    }
  }

  extension View {
    /// Sets where the empty states in this view look up the app's copy, and which languages
    /// their built-in strings (presets, "Loading…") may use.
    ///
    /// By default app copy comes from the main bundle, as `ContentUnavailableView`'s does, and
    /// built-in strings speak the languages the app ships, so an English-only app on a German
    /// device shows "You’re Offline", not German beside English. Opt into every language the
    /// package is translated into with `.all`:
    ///
    /// ```swift
    /// ContentView()
    ///   .emptyStateLocalization(languages: .all)
    /// ```
    ///
    /// - Parameters:
    ///   - languages: The languages built-in strings may use.
    ///   - bundle: Where string literals given to `EmptyState` are looked up.
    /// - Returns: A view whose empty states localize this way.
    public nonisolated func emptyStateLocalization(
      languages: EmptyStateLocalizer.Languages = .shipped(by: .main), bundle: Bundle = .main
    ) -> some View {
      environment(\.emptyStateLanguages, languages).environment(\.emptyStateBundle, bundle)
    }
  }

  extension EnvironmentValues {
    fileprivate var emptyStateLanguages: EmptyStateLocalizer.Languages {
      get { self[EmptyStateLanguagesKey.self] }
      set { self[EmptyStateLanguagesKey.self] = newValue }
    }

    fileprivate var emptyStateBundle: Bundle {
      get { self[EmptyStateBundleKey.self] }
      set { self[EmptyStateBundleKey.self] = newValue }
    }
  }

  /// The languages built-in strings may use: the app's own, unless it opts into all.
  private struct EmptyStateLanguagesKey: EnvironmentKey {
    static let defaultValue = EmptyStateLocalizer.Languages.shipped(by: .main)
  }

  /// Where app copy (string literals in `EmptyState`) is looked up.
  private struct EmptyStateBundleKey: EnvironmentKey {
    static let defaultValue = Bundle.main
  }
#endif
