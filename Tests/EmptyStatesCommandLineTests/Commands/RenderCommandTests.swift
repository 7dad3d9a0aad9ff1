import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesCommandLine

@Suite struct RenderCommandTests {
  @Test(arguments: EmptyState.Preset.allCases)
  func everyPresetRendersTheContractsJSON(preset: EmptyState.Preset) throws {
    let outcome = cli("render", "--preset", preset.rawValue)
    #expect(outcome.exitCode == .ok)
    #expect(outcome.standardError.isEmpty)
    let object = try json(outcome.standardOutput)
    #expect(object["preset"] as? String == preset.rawValue)
    #expect(object["locale"] as? String == "en")
    #expect(object["direction"] as? String == "ltr")
    #expect((object["title"] as? String)?.isEmpty == false)
    #expect(object["description"] is String)
    #expect(object["symbol"] is String)
    let actions = try #require(object["actions"] as? [[String: Any]])
    #expect(actions.map { $0["id"] as? String } == preset.emptyState().actions.map(\.id.rawValue))
    for action in actions {
      #expect(
        ["primary", "secondary", "destructive", "cancel", "link"].contains(
          action["role"] as? String ?? ""))
    }
    let outline = try #require(object["accessibility"] as? [[String: Any]])
    #expect(
      outline.map { $0["role"] as? String } == ["image", "heading", "text"]
        + actions.map { _ in "button" })
    #expect(outline.first?["hidden"] as? Bool == true)
    #expect((object["copyIssues"] as? [Any])?.isEmpty == true)
  }

  @Test func noResultsWithFiltersOffersClearFiltersInTheLocale() throws {
    let outcome = cli(
      "render", "--preset", "no-results", "--filters", "2", "--locale", "fr", "--format", "text")
    #expect(outcome.exitCode == .ok, "\(outcome.standardError)")
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.first == "Aucun résultat")
    #expect(outcome.standardOutput.contains("[Effacer les filtres]"))
    #expect(!outcome.standardOutput.contains("[Effacer la recherche]"))
  }

  @Test func noResultsWithZeroFiltersIsThePlainPreset() throws {
    let plain = cli("render", "--preset", "no-results").standardOutput
    #expect(cli("render", "--preset", "no-results", "--filters", "0").standardOutput == plain)
  }

  @Test func noResultsQuotesTheQuery() throws {
    let object = try json(
      cli("render", "--preset", "no-results", "--query", "bryce").standardOutput)
    #expect(object["title"] as? String == "No Results for “bryce”")
  }

  @Test func blankQueryReadsNoResults() throws {
    let object = try json(cli("render", "--preset", "no-results", "--query", "   ").standardOutput)
    #expect(object["title"] as? String == "No Results")
  }

  @Test func rightToLeftLocaleReportsItsDirection() throws {
    let object = try json(cli("render", "--preset", "empty", "--locale", "he").standardOutput)
    #expect(object["direction"] as? String == "rtl")
    #expect(object["locale"] as? String == "he")
  }

  @Test func textFormatIsPlain() {
    let outcome = cli("render", "--preset", "not-found", "--format", "text")
    #expect(
      outcome.standardOutput
        == "Content Not Found\nIt may have been moved or deleted.\n\n[Go Back]\n")
  }

  @Test func ansiFormatIsStyled() {
    #expect(
      cli("render", "--preset", "offline", "--format=ansi").standardOutput.contains("\u{1B}[1;33m"))
  }

  @Test func specFileRendersWithCopyIssues() throws {
    let path = try temporaryFile(
      #"{"title": "Error", "description": "Error Domain=NSURLErrorDomain Code=-1009", "tone": "error"}"#
    )
    let outcome = cli("render", "--spec", path)
    #expect(outcome.exitCode == .ok)
    let object = try json(outcome.standardOutput)
    #expect(object["preset"] is NSNull)
    #expect(object["symbol"] is NSNull)
    let rules = (object["copyIssues"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }
    #expect(rules == ["generic-title", "raw-error-text", "no-way-forward"])
  }

  @Test func hostileControlsInASpecNeverReachTheOutput() throws {
    let path = try temporaryFile(
      "{\"title\": \"\\u001b[31mRed\\u202e\", \"actions\": [{\"id\": \"x\", \"title\": \"<script>\"}]}"
    )
    for format in ["json", "text", "ansi", "html"] {
      let output = cli("render", "--spec", path, "--format", format).standardOutput
      #expect(output.contains("[31mRed"))
      #expect(!output.unicodeScalars.contains { $0 == "\u{202E}" })
      #expect(!output.contains(#"\u001b[31m"#) && !output.contains(#"\u202e"#))
      if format != "ansi" { #expect(!output.contains("\u{1B}")) }
    }
    #expect(try json(cli("render", "--spec", path).standardOutput)["title"] as? String == "[31mRed")
  }
}
