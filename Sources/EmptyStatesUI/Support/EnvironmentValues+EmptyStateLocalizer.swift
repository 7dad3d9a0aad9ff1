#if canImport(SwiftUI)
  import EmptyStates
  import Foundation
  import SwiftUI

  extension EnvironmentValues {
    /// The localizer of the environment's locale: the one place the SwiftUI layer makes one, so
    /// every state, presentation and progress label is localized alike — app copy from the
    /// defaults' bundle, built-in strings in their languages.
    var emptyStateLocalizer: EmptyStateLocalizer {
      emptyStateDefaults.localizer(for: locale)
    }
  }

  extension View {
    /// Sets where the empty states in this view look up the app's copy, and which languages
    /// their built-in strings (presets, "Loading…") may use: the localization of the
    /// environment's ``EmptyStates/EmptyStateDefaults``, which keeps its other fields.
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
    ///   - languages: The languages built-in strings may use; by default the ones `bundle`
    ///     ships.
    ///   - bundle: Where string literals given to `EmptyState` are looked up.
    /// - Returns: A view whose empty states localize this way.
    public nonisolated func emptyStateLocalization(
      languages: EmptyStateLocalizer.Languages? = nil, bundle: Bundle = .main
    ) -> some View {
      // The core decides what "no languages given" means, as its initializer does.
      let localization = EmptyStateDefaults(languages: languages, bundle: bundle)
      return emptyStateDefaults {
        $0.languages = localization.languages
        $0.bundle = localization.bundle
      }
    }
  }
#endif
