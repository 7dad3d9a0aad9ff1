import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesCommandLine

/// The demo's behaviour, on a clock the test sets: what each key does and what the core
/// decides to show at each moment.
@Suite struct DemoModelTests {
  /// The model after its first load, with the sample contacts listed.
  func loaded() -> DemoModel {
    var model = DemoModel(
      locales: ["en", "de", "ja", "ar"], rules: DemoCommand.defaults.rules, policy: .standard)
    model.start(at: 0)
    model.advance(to: 5)
    return model
  }

  func type(_ text: String, into model: inout DemoModel, at time: Double) {
    for character in text { model.press(.character(character), at: time) }
  }

  func isEmptyState(_ presentation: Presentation) -> Bool {
    if case .unavailable = presentation { return true }
    return false
  }

  @Test func theFirstLoadShowsNothingThenProgressThenTheListAndNeverAnEmptyState() {
    var model = DemoModel(locales: ["en"], rules: DemoCommand.defaults.rules, policy: .standard)
    model.start(at: 0)
    // The standard policy: nothing for 0.3 s, then the indicator.
    #expect(model.presentation == .progress)
    #expect(!model.showsIndicator(at: 0.29))
    #expect(model.showsIndicator(at: 0.3))
    var time = 0.0
    while time < 1.19 {
      model.advance(to: time)
      #expect(!isEmptyState(model.presentation), "an empty state at \(time) s")
      #expect(model.presentation == .progress)
      time += 0.05
    }
    model.advance(to: 1.2)
    #expect(model.presentation == .content)
    #expect(model.matches.count == Contact.samples.count)
    #expect(model.load == nil)
  }

  @Test func aLoadShorterThanTheIndicatorsMinimumTimeKeepsItOnScreenUntilThen() {
    var model = loaded()
    model.press(.character("e"), at: 10)
    model.press(.enter, at: 10)  // Load Samples
    // The work takes 0.45 s; the indicator shows at 10.3 and stays until 10.8.
    #expect(model.showsIndicator(at: 10.3))
    model.advance(to: 10.5)
    #expect(model.presentation == .progress)
    model.advance(to: 10.79)
    #expect(model.presentation == .progress)
    model.advance(to: 10.8)
    #expect(model.presentation == .content)
  }

  @Test func searchFiltersIgnoringCaseAndDiacriticsAndSaysWhenNothingMatches() {
    var model = loaded()
    model.press(.character("/"), at: 6)
    #expect(model.isSearching)
    type("ZOE", into: &model, at: 6)
    #expect(model.matches.map(\.name) == ["Zoë Ferreira"])
    #expect(model.presentation == .content)
    type("zz", into: &model, at: 6)
    #expect(model.matches.isEmpty)
    guard case .unavailable(_, .noResults(let query)) = model.presentation else {
      Issue.record("expected No Results, got \(model.presentation)")
      return
    }
    #expect(query.text == "ZOEzz")
    for _ in 0..<5 { model.press(.backspace, at: 6) }
    #expect(model.query == "")
    #expect(model.presentation == .content)
    #expect(model.matches.count == Contact.samples.count)
  }

  @Test func escClearsTheQueryAndLeavesTheField() {
    var model = loaded()
    model.press(.character("/"), at: 6)
    type("zz", into: &model, at: 6)
    model.press(.escape, at: 6)
    #expect(model.query == "")
    #expect(!model.isSearching)
    #expect(model.presentation == .content)
  }

  @Test func enterLeavesTheFieldAndKeepsTheQuery() {
    var model = loaded()
    model.press(.character("/"), at: 6)
    type("ada", into: &model, at: 6)
    model.press(.enter, at: 6)
    #expect(!model.isSearching)
    #expect(model.matches.map(\.name) == ["Ada Lovelace"])
    // Out of the field, letters are commands again: `q` quits instead of typing.
    model.press(.character("q"), at: 6)
    #expect(model.isFinished)
  }

  @Test func inTheFieldCommandLettersAreTypedAndCtrlCStillQuits() {
    var model = loaded()
    model.press(.character("/"), at: 6)
    type("qe", into: &model, at: 6)
    #expect(model.query == "qe")
    #expect(!model.isFinished)
    #expect(model.contacts.value?.count == Contact.samples.count)
    model.press(.interrupt, at: 6)
    #expect(model.isFinished)
  }

  @Test func emptyingShowsNoContactsWithLoadSamples() throws {
    var model = loaded()
    model.press(.character("e"), at: 6)
    guard case .unavailable(let state, .empty) = model.presentation else {
      Issue.record("expected the empty list, got \(model.presentation)")
      return
    }
    #expect(state.title == "No Contacts")
    #expect(state.actions.map(\.id) == [DemoModel.loadSamples])
    #expect(model.keyHints.first == DemoKeyHint(key: "Enter", label: "Load Samples"))
    model.press(.character("l"), at: 7)
    model.advance(to: 8)
    #expect(model.presentation == .content)
  }

  @Test func offlineTheLoadFailsAndTryAgainIsDisabledWhileItsRetryRuns() {
    var model = loaded()
    model.press(.character("o"), at: 6)
    model.press(.character("l"), at: 6)
    model.advance(to: 7)
    guard case .unavailable(let failure, .failure(.offline)) = model.presentation else {
      Issue.record("expected the offline failure, got \(model.presentation)")
      return
    }
    #expect(failure.actions.map(\.id) == [.retry])
    #expect(model.primaryAction?.id == .retry)
    #expect(model.keyHints.map(\.key).contains("Enter"))

    model.press(.enter, at: 8)
    #expect(model.actionsDisabled)
    #expect(model.primaryAction == nil)
    #expect(!model.keyHints.map(\.key).contains("Enter"))
    // The failure stays on screen while the retry runs; Enter again does not start another.
    model.advance(to: 8.2)
    #expect(model.presentation.reason == .failure(.offline))
    model.press(.enter, at: 8.2)
    #expect(model.load?.started == 8)

    // Still offline: the retry fails again and Try Again comes back.
    model.advance(to: 9)
    #expect(model.presentation.reason == .failure(.offline))
    #expect(!model.actionsDisabled)
    model.press(.character("o"), at: 9)
    model.press(.enter, at: 9)
    model.advance(to: 10)
    #expect(model.presentation == .content)
  }

  @Test func aFailingRefreshKeepsTheListWithTheErrorBesideIt() {
    var model = loaded()
    model.press(.character("f"), at: 6)
    #expect(model.presentation == .content)
    model.advance(to: 7)
    #expect(model.presentation.reason == .failure(.server))
    guard case .contentWithError = model.presentation else {
      Issue.record("expected the list kept with the error, got \(model.presentation)")
      return
    }
    #expect(model.matches.count == Contact.samples.count)
  }

  @Test func keysNotInUseDoNothingWhileTheFirstLoadRuns() {
    var model = DemoModel(locales: ["en"], rules: DemoCommand.defaults.rules, policy: .standard)
    model.start(at: 0)
    for key in ["e", "l", "f", "r", "/"] { model.press(.character(Character(key)), at: 0.1) }
    #expect(!model.isSearching)
    #expect(model.load?.started == 0)
    model.advance(to: 1.2)
    #expect(model.presentation == .content)
    #expect(Set(model.keyHints.map(\.key)).isSuperset(of: ["/", "e", "l", "r", "f"]))
  }

  @Test func languageMotionAndTheListOfKeys() {
    var model = loaded()
    var seen: [String] = [model.localeIdentifier]
    for _ in 0..<4 {
      model.press(.character("L"), at: 6)
      seen.append(model.localeIdentifier)
    }
    #expect(seen == ["en", "de", "ja", "ar", "en"])
    model.press(.character("m"), at: 6)
    #expect(model.reducesMotion)
    model.press(.character("?"), at: 6)
    #expect(model.showsKeys)
    #expect(model.keyHints.map(\.key) == ["?", "q"])
    // Any key closes the list and does nothing else.
    model.press(.character("e"), at: 6)
    #expect(!model.showsKeys)
    #expect(model.presentation == .content)
  }
}
