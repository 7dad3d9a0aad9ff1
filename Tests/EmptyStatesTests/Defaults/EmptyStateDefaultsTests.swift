import Foundation
import Testing

@testable import EmptyStates

/// The defaults an app or a site sets once: what the standard ones are, that changing one field
/// keeps the others, and that the localizers they make look up copy as they say.
@Suite struct EmptyStateDefaultsTests {
  @Test func theStandardDefaultsAreThePresetsAnH2AtTheRegularSizeAndTheMainBundle() throws {
    let defaults = EmptyStateDefaults.standard
    let query = try #require(SearchQuery("bryce"))
    #expect(defaults.rules.empty == .empty)
    #expect(defaults.rules.noResults(query) == .noResults(for: "bryce"))
    #expect(defaults.progress == .standard)
    #expect(defaults.headingLevel == .h2)
    #expect(defaults.size == .regular)
    #expect(defaults.bundle == .main)
    #expect(defaults.languages == .shipped(by: .main))
  }

  @Test func changingOneFieldKeepsTheOthers() {
    let notes = EmptyState("No Notes", systemImage: "doc.text")
    let bundle = LocalizedTextTests.lprojBundle
    let original = EmptyStateDefaults(
      rules: PresentationRules(empty: notes), progress: .immediate, headingLevel: .h4,
      size: .compact, languages: .only(["fr"]), bundle: bundle)
    var changed = original
    changed.size = .spacious
    #expect(changed.size == .spacious)
    #expect(changed.rules.empty == notes)
    #expect(changed.progress == .immediate)
    #expect(changed.headingLevel == .h4)
    #expect(changed.languages == .only(["fr"]))
    #expect(changed.bundle == bundle)
    #expect(original.size == .compact)
  }

  @Test func withoutLanguagesTheBundlesOwnAreUsed() {
    let bundle = LocalizedTextTests.lprojBundle
    let shipped = EmptyStateLocalizer.Languages.shipped(by: bundle)
    #expect(shipped != .all)
    #expect(EmptyStateDefaults(bundle: bundle).languages == shipped)
    #expect(EmptyStateDefaults(languages: .all, bundle: bundle).languages == .all)
  }

  @Test func theLocalizerLooksUpTheAppsCopyInTheDefaultsBundle() {
    let defaults = EmptyStateDefaults(bundle: LocalizedTextTests.lprojBundle)
    let notes = EmptyState("No Notes", systemImage: "doc.text")
    #expect(defaults.localizer(localeIdentifier: "de").localize(notes).title == "Keine Notizen")
    #expect(
      defaults.localizer(for: Locale(identifier: "de")).localize(notes).title == "Keine Notizen")
    #expect(
      EmptyStateDefaults.standard.localizer(localeIdentifier: "de").localize(notes).title
        == "No Notes")
  }

  @Test func theLocalizerSpeaksOnlyTheDefaultsLanguages() {
    let german = EmptyStateLocalizer(localeIdentifier: "de").localize(.offline).title
    let all = EmptyStateDefaults(languages: .all)
    let english = EmptyStateDefaults(languages: .only(["en"]))
    #expect(all.localizer(localeIdentifier: "de").localize(.offline).title == german)
    #expect(english.localizer(localeIdentifier: "de").localize(.offline).title == "You’re Offline")
    #expect(german != "You’re Offline")
  }
}
