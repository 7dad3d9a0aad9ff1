import EmptyStates
import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesUIKit
@testable import UIKit

/// UIKit's own content-unavailable view, made from the core's decisions: each preset and each
/// presentation in every locale, the actions in UIKit's two button slots and a menu, roles and
/// identifiers kept, the handler run on the main actor, hostile text as the core cleans it.
@Suite @MainActor struct UIContentUnavailableConfigurationEmptyStateTests {
  /// The buttons' actions, in order: the first button's, the second's, then the menu's others.
  func actions(_ configuration: UIContentUnavailableConfiguration) -> [UIAction] {
    let menu = configuration.secondaryButtonProperties.menu?.children.compactMap { $0 as? UIAction }
    return [configuration.buttonProperties.primaryAction].compactMap { $0 }
      + (menu ?? [configuration.secondaryButtonProperties.primaryAction].compactMap { $0 })
  }

  /// Checks a configuration against the core's localized state, field by field.
  func expectDraws(
    _ configuration: UIContentUnavailableConfiguration, _ expected: LocalizedEmptyState
  ) {
    #expect(configuration.text == expected.title)
    #expect(configuration.secondaryText == expected.description)
    #expect((configuration.image != nil) == (expected.media != nil))
    #expect(actions(configuration).map(\.title) == expected.actions.map(\.title))
    #expect(
      actions(configuration).map(\.identifier.rawValue) == expected.actions.map(\.id.rawValue))
    #expect(configuration.button.title == expected.actions.first?.title)
    #expect(configuration.secondaryButton.title == expected.actions.dropFirst().first?.title)
  }

  @Test(arguments: EmptyStateLocalizer.localizations)
  func everyPresetIsTheCoresStateInEveryLocale(locale: String) {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    #expect(HostedStates.presets.count == EmptyState.Preset.allCases.count)
    for state in HostedStates.presets {
      expectDraws(
        UIContentUnavailableConfiguration(state, localizer: localizer), localizer.localize(state))
    }
  }

  @Test(arguments: EmptyStateLocalizer.localizations)
  func everyPresentationIsTheCoresDecisionInEveryLocale(locale: String) throws {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    var kinds: Set<String> = []
    for presentation in HostedStates.presentations {
      let configuration = UIContentUnavailableConfiguration(presentation, localizer: localizer)
      switch localizer.localize(presentation) {
      case .content, .contentWithError:
        kinds.insert(presentation.showsContent ? "content" : "?")
        #expect(configuration == nil, "\(presentation): the content shows")
      case .progress(let progress):
        kinds.insert("progress")
        #expect(configuration?.text == progress.label)
        #expect(configuration?.secondaryText == nil)
        #expect(configuration?.buttonProperties.primaryAction == nil)
      case .unavailable(let state, _):
        kinds.insert("unavailable")
        expectDraws(try #require(configuration), state)
      }
    }
    #expect(kinds == ["content", "progress", "unavailable"])
  }

  @Test func theProgressLabelIsTheCatalogsNotUIKitsEnglish() {
    let german = EmptyStateLocalizer(localeIdentifier: "de")
    let configuration = UIContentUnavailableConfiguration(.progress, localizer: german)
    #expect(configuration?.text == german.string(for: .loading))
    #expect(
      configuration?.text != EmptyStateLocalizer(localeIdentifier: "en").string(for: .loading))
  }

  @Test func rightToLeftLocalesGetTheirOwnWords() {
    let arabic = EmptyStateLocalizer(localeIdentifier: "ar")
    let localized = arabic.localize(EmptyState.offline)
    #expect(localized.direction == .rightToLeft)
    let configuration = UIContentUnavailableConfiguration(EmptyState.offline, localizer: arabic)
    #expect(configuration.text == localized.title)
    #expect(
      configuration.text != EmptyStateLocalizer(localeIdentifier: "en").localize(.offline).title)
  }

  @Test func threeOrMoreActionsFillBothButtonsAndAMenu() throws {
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let configuration = UIContentUnavailableConfiguration(
      HostedStates.fourActions, localizer: english)
    #expect(configuration.buttonProperties.primaryAction?.identifier.rawValue == "add")
    #expect(configuration.secondaryButtonProperties.primaryAction?.identifier.rawValue == "import")
    let menu = try #require(configuration.secondaryButtonProperties.menu)
    #expect(
      menu.children.compactMap { ($0 as? UIAction)?.identifier.rawValue }
        == ["import", "delete-all", "cancel"])
  }

  @Test func twoActionsNeedNoMenu() {
    let configuration = UIContentUnavailableConfiguration(
      EmptyState(
        "Nothing Here", systemImage: "tray",
        actions: [
          EmptyState.Action("Add", id: "add"), EmptyState.Action("Import", id: "import"),
        ]), localizer: EmptyStateLocalizer(localeIdentifier: "en"))
    #expect(configuration.secondaryButtonProperties.primaryAction?.title == "Import")
    #expect(configuration.secondaryButtonProperties.menu == nil)
  }

  @Test(arguments: [
    (EmptyState.Action.Role.primary, UIButton.Role.primary, false),
    (.secondary, .normal, false), (.destructive, .destructive, true), (.cancel, .cancel, false),
    (.link, .normal, false),
  ])
  func rolesAreKept(role: EmptyState.Action.Role, button: UIButton.Role, destructive: Bool) {
    let state = EmptyState(
      "Nothing Here", systemImage: "tray", actions: [EmptyState.Action("Go", id: "go", role: role)])
    let configuration = UIContentUnavailableConfiguration(
      state, localizer: EmptyStateLocalizer(localeIdentifier: "en"))
    #expect(configuration.buttonProperties.role == button)
    #expect(
      configuration.buttonProperties.primaryAction?.attributes.contains(.destructive)
        == destructive)
  }

  @Test func theHandlerGetsTheActionAsTheAppMadeItOnTheMainActor() async throws {
    let retry = EmptyState.Action.retry
    let state = EmptyState.offline
    #expect(state.actions.contains(retry))
    let received = await withCheckedContinuation {
      (done: CheckedContinuation<EmptyState.Action, Never>) in
      let configuration = UIContentUnavailableConfiguration(
        state, localizer: EmptyStateLocalizer(localeIdentifier: "en")
      ) { action in
        MainActor.assertIsolated()
        done.resume(returning: action)
      }
      guard let action = configuration.buttonProperties.primaryAction else {
        Issue.record("no button")
        done.resume(returning: EmptyState.Action("none", id: "none"))
        return
      }
      action._handler(action)
    }
    #expect(received == retry)
  }

  @Test func aSearchWithNoMatchesReadsTheConfigurationStatesText() {
    var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
    state.searchText = "kiwi"
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let presentation = Presentation.resolve(
      LoadState.loaded(["Milk"]), query: state.searchText, matchCount: 0)
    let configuration = UIContentUnavailableConfiguration(presentation, localizer: english)
    #expect(configuration?.text == english.localize(EmptyState.noResults(for: "kiwi")).title)
  }

  @Test(arguments: [HostilePayload.Kind.bidi, .invisible, .xss, .formatStrings])
  func hostileTextIsTheCoresCleanedText(kind: HostilePayload.Kind) throws {
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let mistakes = try HostedStates.uncleaned(kind, localizer: english) { state in
      let configuration = UIContentUnavailableConfiguration(state, localizer: english)
      expectDraws(configuration, english.localize(state))
      return [configuration.text, configuration.secondaryText].compactMap { $0 }
        + actions(configuration).map(\.title)
    }
    #expect(mistakes == [])
  }
}
