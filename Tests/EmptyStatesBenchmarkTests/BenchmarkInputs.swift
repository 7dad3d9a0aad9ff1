import EmptyStates

/// States the floors are checked on: every preset, with a plain query and a hostile one, in
/// left-to-right and right-to-left locales and in a wide script.
enum BenchmarkInputs {
  static let locales = ["en", "de", "ar", "he", "ja", "zh-Hant"]
  static let queries = ["bryce", "<a href='x'>&amp;\"</a>\u{0}\u{1B}[2J \u{202E}עברית"]

  static var states: [LocalizedEmptyState] {
    locales.flatMap { locale in
      let localizer = EmptyStateLocalizer(localeIdentifier: locale)
      return EmptyState.Preset.allCases.flatMap { preset in
        queries.map { localizer.localize(preset.emptyState(query: $0)) }
      }
    }
  }
}
