import EmptyStates
import Foundation

extension FuzzTarget {
  /// Any load state, items, query, match count, filters, error and timing through
  /// `Presentation.resolve` and ``ProgressPolicy``, against the rules their documentation
  /// states: no empty state while a first load runs; a refresh shows what the loaded value
  /// shows; content while anything matches; the filtered-out, no-results and empty states, in
  /// that order, when nothing does, each from its rule with the cleaned query; a cancellation is
  /// no failure; a failure keeps content it can and reports its reason beside it, else replaces
  /// it; the reason is the one documented for the error, and its state offers Try Again exactly
  /// when trying again can help. Progress appears at the policy's delay, not before, and stays
  /// its minimum duration.
  static func checkPresentation(_ data: [UInt8]) -> [String] {
    var input = FuzzInput(data)
    var found = checkProgress(&input)
    let previous = input.bool() ? Array(repeating: 0, count: input.int(in: 0...3)) : nil
    let query = input.bool() ? input.string() : nil
    let matchCount = input.bool() ? input.int(in: 0...(previous?.count ?? 0)) : nil
    let filters: SearchFilters =
      switch input.int(in: 0...2) {
      case 0: []
      case 1: SearchFilters(count: input.int(in: -1...3))
      default: SearchFilters((0..<input.int(in: 0...2)).map { _ in .verbatim(input.string()) })
      }
    let rules = PresentationOracle(custom: input.bool(), filters: filters)
    let failure = FuzzFailure(&input)
    func resolve(_ state: LoadState<[Int]>) -> Presentation {
      Presentation.resolve(
        state, query: query, matchCount: matchCount, filters: filters, rules: rules.rules)
    }
    let situation =
      "items \(previous.map { "\($0.count)" } ?? "none"), query \(query.debugDescription), "
      + "matches \(matchCount.map(String.init) ?? "all"), \(filters.count) filters"
    for state in [LoadState<[Int]>.idle, .loading] where resolve(state) != .progress {
      found.append("\(state) shows \(resolve(state)), not progress (\(situation))")
    }
    guard let previous else {
      found += rules.failureViolations(resolve(.failed(failure.error)), failure, kept: nil)
      return found.map { "\($0) (\(situation))" }
    }
    let loaded = resolve(.loaded(previous))
    let expected = rules.expected(items: previous.count, matches: matchCount, query: query)
    if loaded != expected {
      found.append("a loaded value shows \(loaded), not \(expected)")
    }
    if resolve(.loading(previous: previous)) != loaded {
      found.append("a refresh shows \(resolve(.loading(previous: previous))), not \(loaded)")
    }
    let failed = resolve(.failed(failure.error, previous: previous))
    found += rules.failureViolations(failed, failure, kept: loaded)
    return found.map { "\($0) (\(situation))" }
  }

  /// ``ProgressPolicy`` for a delay, a minimum duration and a load's length read from `input`.
  private static func checkProgress(_ input: inout FuzzInput) -> [String] {
    func seconds() -> TimeInterval { Double(input.int(in: -1_000...5_000)) / 1_000 }
    let (delay, minimum, elapsed) = (seconds(), seconds(), max(0, seconds()))
    let policy = ProgressPolicy(delay: delay, minimumDuration: minimum)
    let shownAt = max(0, delay)
    let keptTo = shownAt + max(0, minimum)
    let tolerance = 1e-9
    let shows = policy.showsIndicator(afterLoadingFor: elapsed)
    let remaining = policy.remainingDisplay(afterLoadingFor: elapsed)
    let situation = "delay \(delay), minimum \(minimum), load of \(elapsed) s"
    var found: [String] = []
    if shows != (elapsed >= shownAt) {
      found.append("the indicator \(shows ? "shows" : "does not show") (\(situation))")
    }
    if elapsed < shownAt, remaining != 0 {
      found.append("an indicator never shown stays \(remaining) s (\(situation))")
    }
    if elapsed >= shownAt, abs(elapsed + remaining - max(elapsed, keptTo)) > tolerance {
      found.append("the indicator stays \(remaining) s more (\(situation))")
    }
    return found
  }
}
