import EmptyStates
import Testing

@testable import EmptyStatesHTML

/// A site sets its heading level, size, rules and localization once, in `EmptyStateDefaults`,
/// and every renderer made from them draws with them.
@Suite struct HTMLDefaultsTests {
  /// Each level, with a size that changes as it goes.
  static let cases = zip(
    EmptyState.HeadingLevel.allCases,
    [.compact, .spacious, .regular, .compact, .spacious, .regular] as [EmptyStateMetrics.Size])

  @Test(arguments: cases)
  func theHeadingLevelAndSizeComeFromTheDefaults(
    level: EmptyState.HeadingLevel, size: EmptyStateMetrics.Size
  ) {
    let defaults = EmptyStateDefaults(headingLevel: level, size: size)
    let html = HTMLRenderer(defaults: defaults, idPrefix: "es").render(EmptyState("No Notes"))
    let tag = "h\(level.rawValue)"
    let heading = "<\(tag) class=\"es-title\" id=\"es-title\"><bdi>No Notes</bdi></\(tag)>"
    #expect(html.contains(heading))
    #expect(html.contains("es-size-\(size.rawValue)"))
    let progress = HTMLRenderer(defaults: defaults).renderProgress(label: "Loading…")
    #expect(progress.contains("es-size-\(size.rawValue)"))
  }

  @Test func aRendererWithoutDefaultsDrawsWithTheStandardOnes() {
    for state in [EmptyState.offline, .noResults(for: "bryce")] {
      #expect(HTMLRenderer().render(state) == HTMLRenderer(defaults: .standard).render(state))
    }
    #expect(HTMLRenderer().render(EmptyState.offline).contains("<h2 "))
  }

  @Test func theDefaultsRulesAndLocalizationReachThePage() {
    let defaults = EmptyStateDefaults(
      rules: PresentationRules(empty: EmptyState(String("Noch keine Notizen"))),
      headingLevel: .h3, languages: .only(["en"]))
    let renderer = HTMLRenderer(defaults: defaults)
    let empty = renderer.render(
      Presentation.resolve(LoadState<[String]>.loaded([]), rules: defaults.rules),
      localizer: defaults.localizer(localeIdentifier: "de"))
    #expect(empty.contains("<h3 "))
    #expect(empty.contains("Noch keine Notizen"))
    let offline = renderer.render(
      Presentation.resolve(LoadState<[String]>.failed(OfflineError()), rules: defaults.rules),
      localizer: defaults.localizer(localeIdentifier: "de"))
    // English only: the preset keeps the language of the site's copy under a German locale.
    #expect(offline.contains("You’re Offline"))
    #expect(offline.contains("lang=\"en\""))
  }

  struct OfflineError: FailureReasonProviding {
    var failureReason: FailureReason { .offline }
  }
}
