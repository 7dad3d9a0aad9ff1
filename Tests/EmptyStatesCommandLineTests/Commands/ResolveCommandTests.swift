import Foundation
import Testing

@testable import EmptyStatesCommandLine

@Suite struct ResolveCommandTests {
  func resolve(_ words: [String]) throws -> (screen: String?, preset: String?, title: String?) {
    let outcome = EmptyStatesCLI.run(["resolve"] + words)
    #expect(outcome.exitCode == .ok, "\(outcome.standardError)")
    let object = try json(outcome.standardOutput)
    let state = object["state"] as? [String: Any]
    if state == nil { #expect(object["state"] is NSNull) }
    return (object["screen"] as? String, state?["preset"] as? String, state?["title"] as? String)
  }

  @Test(
    arguments: [
      (["--phase", "loading"], "progress", nil),
      (["--phase", "loading", "--query", "x"], "progress", nil),
      (["--phase", "loading", "--previous-content", "--total", "4"], "content", nil),
      (["--phase", "loading", "--previous-content", "--total", "0"], "unavailable", "empty"),
      (["--phase", "loaded", "--total", "0"], "unavailable", "empty"),
      (["--phase", "loaded", "--total", "3"], "content", nil),
      (
        ["--phase", "loaded", "--total", "3", "--matches", "0", "--query", "bryce"], "unavailable",
        "no-results"
      ),
      (["--phase", "loaded", "--total", "3", "--matches", "0", "--query", "  "], "content", nil),
      (["--phase", "loaded", "--total", "0", "--query", " \t "], "unavailable", "empty"),
      (["--phase", "loaded", "--total", "3", "--matches", "2", "--query", "b"], "content", nil),
      (
        ["--phase", "loaded", "--total", "3", "--matches", "0", "--filters", "2"], "unavailable",
        "no-results"
      ),
      (["--phase", "loaded", "--total", "0", "--filters", "1"], "unavailable", "no-results"),
      (["--phase", "loaded", "--total", "0", "--filters", "0"], "unavailable", "empty"),
      (["--phase", "loaded", "--total", "3", "--matches", "1", "--filters", "2"], "content", nil),
      (["--phase", "loading", "--filters", "2"], "progress", nil),
      (["--phase", "failed", "--error", "offline"], "unavailable", "offline"),
      (["--phase", "failed", "--error", "timed-out"], "unavailable", "timed-out"),
      (["--phase", "failed", "--error", "server"], "unavailable", "server-error"),
      (["--phase", "failed", "--error", "not-found"], "unavailable", "not-found"),
      (["--phase", "failed", "--error", "unauthorized"], "unavailable", "sign-in-required"),
      (["--phase", "failed", "--error", "forbidden"], "unavailable", "permission-denied"),
      (["--phase", "failed", "--error", "other"], "unavailable", "load-failed"),
      (["--phase", "failed", "--error", "cancelled"], "progress", nil),
      (
        ["--phase", "failed", "--error", "cancelled", "--previous-content", "--total", "2"],
        "content", nil
      ),
      (
        ["--phase", "failed", "--error", "offline", "--previous-content", "--total", "2"],
        "content-with-error", "offline"
      ),
      (
        ["--phase", "failed", "--error", "server", "--previous-content", "--total", "0"],
        "unavailable", "server-error"
      ),
    ] as [([String], String, String?)])
  func answersPerTheContract(words: [String], screen: String, preset: String?) throws {
    let result = try resolve(words)
    #expect(result.screen == screen)
    #expect(result.preset == preset)
  }

  @Test func noResultsStateCarriesTheQuery() throws {
    let result = try resolve([
      "--phase", "loaded", "--total", "5", "--matches", "0", "--query", "bryce",
    ])
    #expect(result.title == "No Results for “bryce”")
  }

  /// Nothing matched with filters on: the state blames the filters and offers to clear them,
  /// and the search too when there is one.
  @Test(arguments: [
    ([], "No Results", "Nothing matches with filters on. Try clearing filters.", ["clear-filters"]),
    (
      ["--query", "bryce"], "No Results for “bryce”",
      "Nothing matches this search with filters on. Try a new search or clear filters.",
      ["clear-search", "clear-filters"]
    ),
  ])
  func filteredOutStateOffersToClearTheFilters(
    query: [String], title: String, description: String, actions: [String]
  ) throws {
    let outcome = EmptyStatesCLI.run(
      ["resolve", "--phase", "loaded", "--total", "4", "--matches", "0", "--filters", "3"] + query)
    #expect(outcome.exitCode == .ok, "\(outcome.standardError)")
    let state = try #require(try json(outcome.standardOutput)["state"] as? [String: Any])
    #expect(state["preset"] as? String == "no-results")
    #expect(state["title"] as? String == title)
    #expect(state["description"] as? String == description)
    let ids = (state["actions"] as? [[String: Any]])?.map { $0["id"] as? String }
    #expect(ids == actions)
  }

  @Test func localeReachesTheState() throws {
    let outcome = cli("resolve", "--phase", "failed", "--error", "offline", "--locale", "ar")
    let state = try #require(try json(outcome.standardOutput)["state"] as? [String: Any])
    #expect(state["direction"] as? String == "rtl")
  }
}
