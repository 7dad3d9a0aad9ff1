import EmptyStates
import Foundation

/// The demo's state and what each key does to it: a contacts list whose loads are simulated
/// on a clock the caller passes in, so the whole demo runs in tests without a terminal or
/// waiting. What the screen shows is always the core's decision, `Presentation.resolve`.
package struct DemoModel {
  /// How long each simulated load takes, in seconds. Each outlasts the progress policy's
  /// delay, so each shows the indicator; the shorter ones end before its minimum time is up,
  /// so the indicator stays on instead of flashing.
  enum Latency {
    static let first = 1.2
    static let samples = 0.45
    static let refresh = 0.6
    static let retry = 0.45
  }

  /// The contacts, as loaded.
  private(set) var contacts: LoadState<[Contact]> = .idle
  /// The simulated load running, if any.
  package private(set) var load: DemoLoad?
  /// The search field's text.
  package private(set) var query = ""
  /// Whether keys type into the search field.
  private(set) var isSearching = false
  /// Whether loads fail as if the device were offline.
  private(set) var isOffline = false
  /// Whether the breathing symbol stands still.
  private(set) var reducesMotion = false
  /// Whether the list of every key is shown.
  private(set) var showsKeys = false
  /// The locales `L` cycles through, and the one in use.
  let locales: [String]
  private(set) var localeIndex = 0
  /// Whether the user asked to quit.
  package private(set) var isFinished = false

  /// The screen's empty states.
  let rules: PresentationRules
  /// When progress shows, and for how long.
  let policy: ProgressPolicy

  /// The identifier of the "Load Samples" action of the empty list.
  static let loadSamples: EmptyState.Action.ID = "load-samples"

  /// Creates the model before its first load.
  ///
  /// - Parameters:
  ///   - locales: The locales to cycle through, the first shown first.
  ///   - rules: The empty states of the contacts screen.
  ///   - policy: When the progress indicator appears and how long it stays.
  package init(locales: [String], rules: PresentationRules, policy: ProgressPolicy) {
    self.locales = locales.isEmpty ? ["en"] : locales
    self.rules = rules
    self.policy = policy
  }

  /// The locale in use.
  var localeIdentifier: String {
    locales[localeIndex]
  }

  /// The contacts the search field's text matches, as the core matches a query
  /// (`SearchQuery.matches(_:locale:)`: case, diacritics and width ignored, in the demo's
  /// locale); every contact when the query is blank, which the core reads as no query.
  var matches: [Contact] {
    let all = contacts.value ?? []
    guard let query = SearchQuery(query) else { return all }
    let locale = Locale(identifier: localeIdentifier)
    return all.filter { query.matches($0.name, locale: locale) }
  }

  /// What the screen shows: the core decides.
  package var presentation: Presentation {
    Presentation.resolve(contacts, query: query, matchCount: matches.count, rules: rules)
  }

  /// Whether the buttons of the state on screen are disabled: while its retry runs.
  var actionsDisabled: Bool {
    load?.kind == .retry
  }

  /// The first action of the state on screen, which Enter presses; `nil` while disabled.
  var primaryAction: EmptyState.Action? {
    guard !actionsDisabled else { return nil }
    return presentation.emptyState?.actions.first { $0.id == .retry || $0.id == Self.loadSamples }
  }

  /// Whether the progress indicator shows at `now`.
  func showsIndicator(at now: Double) -> Bool {
    load?.showsIndicator(at: now, policy: policy) ?? false
  }

  /// The next moment the screen changes by itself: the indicator appearing or a result
  /// showing; `nil` when nothing is running.
  func nextChange(after now: Double) -> Double? {
    guard let load else { return nil }
    let times = [load.indicatorTime(policy: policy), load.resultTime(policy: policy)]
    return times.compactMap { $0 }.filter { $0 > now }.min()
  }

  // MARK: Time

  /// Starts the first load.
  package mutating func start(at now: Double) {
    begin(.first, latency: Latency.first, at: now)
  }

  /// Ends the load whose result is due at `now`.
  package mutating func advance(to now: Double) {
    guard let load, now >= load.resultTime(policy: policy) else { return }
    self.load = nil
    contacts.finish(load.result)
  }

  private mutating func begin(_ kind: DemoLoad.Kind, latency: Double, at now: Double) {
    let result: Result<[Contact], any Error> =
      isOffline ? .failure(URLError(.notConnectedToInternet)) : .success(Contact.samples)
    begin(kind, latency: latency, result: result, at: now)
  }

  private mutating func begin(
    _ kind: DemoLoad.Kind, latency: Double, result: Result<[Contact], any Error>, at now: Double
  ) {
    switch kind {
    case .first: contacts = .loading
    case .refresh: contacts.beginLoading()
    case .retry: break
    }
    load = DemoLoad(kind: kind, started: now, duration: latency, result: result)
  }

  // MARK: Keys

  /// The keys in use now, in the order the key bar shows them.
  var keyHints: [DemoKeyHint] {
    if showsKeys { return [.close, .quit] }
    if isSearching { return [.done, .clear] + (query.isEmpty ? [] : [.delete]) + [.interrupt] }
    var hints: [DemoKeyHint] = []
    if let action = primaryAction { hints.append(.press(action)) }
    if load == nil {
      if contacts.value != nil { hints.append(.search) }
      if !query.isEmpty { hints.append(.clear) }
      hints += [.empty, .loadSamples]
      if contacts.value != nil { hints += [.refresh, .failingRefresh] }
    }
    return hints + [isOffline ? .goOnline : .goOffline, .language, .reduceMotion, .keys, .quit]
  }

  /// Every key the demo knows, for the `?` panel.
  static let allKeys: [DemoKeyHint] = [
    .search, .clear, .pressButton, .empty, .loadSamples, .refresh, .failingRefresh, .goOffline,
    .language, .reduceMotion, .keys, .quit,
  ]

  /// What a key does. A key not in use on the current screen does nothing.
  package mutating func press(_ key: DemoKey, at now: Double) {
    advance(to: now)
    if key == .interrupt {
      isFinished = true
      return
    }
    if showsKeys {
      if key == .character("q") { isFinished = true }
      showsKeys = false
      return
    }
    if isSearching {
      type(key)
      return
    }
    let inUse = Set(keyHints.map(\.key))
    switch key {
    case .enter:
      guard inUse.contains("Enter"), let action = primaryAction else { return }
      if action.id == Self.loadSamples {
        begin(.first, latency: Latency.samples, at: now)
      } else {
        begin(.retry, latency: Latency.retry, at: now)
      }
    case .escape:
      query = ""
    case .character(let character):
      guard inUse.contains(String(character)) else { return }
      command(character, at: now)
    case .backspace, .interrupt, .other:
      return
    }
  }

  private mutating func command(_ character: Character, at now: Double) {
    switch character {
    case "/":
      isSearching = true
    case "e":
      query = ""
      contacts = .loaded([])
    case "l":
      begin(.first, latency: Latency.samples, at: now)
    case "r":
      begin(.refresh, latency: Latency.refresh, at: now)
    case "f":
      begin(.refresh, latency: Latency.refresh, result: .failure(DemoServerError()), at: now)
    case "o":
      isOffline.toggle()
    case "L":
      localeIndex = (localeIndex + 1) % locales.count
    case "m":
      reducesMotion.toggle()
    case "?":
      showsKeys = true
    case "q":
      isFinished = true
    default:
      return
    }
  }

  /// A key while the search field has the focus.
  private mutating func type(_ key: DemoKey) {
    switch key {
    case .character(let character):
      // A query longer than any name matches nothing more: stop well before it costs anything.
      if query.count < 200 { query.append(character) }
    case .backspace:
      if !query.isEmpty { query.removeLast() }
    case .enter:
      isSearching = false
    case .escape:
      query = ""
      isSearching = false
    case .interrupt, .other:
      return
    }
  }
}
