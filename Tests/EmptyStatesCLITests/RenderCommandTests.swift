import EmptyStates
import Foundation
import Testing

@testable import empty_states

@Suite struct RenderCommandTests {
  @Test(arguments: Preset.allCases)
  func everyPresetRendersTheContractsJSON(preset: Preset) throws {
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

@Suite struct LocalizedRenderTests {
  @Test func localesListsAtLeastForty() {
    #expect(cli("locales").standardOutput.split(separator: "\n").count >= 40)
  }

  @Test(arguments: EmptyStateLocalizer.localizations)
  func noResultsIsTranslatedAndQuotedInEveryLocale(locale: String) throws {
    let outcome = cli("render", "--preset", "no-results", "--query", "bryce", "--locale", locale)
    #expect(outcome.exitCode == .ok)
    let object = try json(outcome.standardOutput)
    let title = try #require(object["title"] as? String)
    let foundation = Locale(identifier: locale)
    let begin = try #require(foundation.quotationBeginDelimiter)
    let end = try #require(foundation.quotationEndDelimiter)
    let rightToLeft = ["ar", "he", "fa", "ur"].contains(locale)
    #expect(object["direction"] as? String == (rightToLeft ? "rtl" : "ltr"))
    let query = rightToLeft ? "\u{2068}bryce\u{2069}" : "bryce"
    let quoted = title.replacingOccurrences(of: "\u{202F}", with: "")
    #expect(quoted.contains(begin + query + end), "\(locale): \(title)")
    if !locale.hasPrefix("en") {
      #expect(!title.hasPrefix("No Results"), "\(locale) is untranslated")
    }
  }

  @Test(arguments: Preset.allCases)
  func everyPresetRendersInArabicRightToLeft(preset: Preset) throws {
    let object = try json(
      cli("render", "--preset", preset.rawValue, "--locale", "ar").standardOutput)
    #expect(object["direction"] as? String == "rtl")
    #expect(object["localization"] as? String == "ar")
    let title = try #require(object["title"] as? String)
    #expect(title.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) })
  }
}

@Suite struct HTMLRenderCommandTests {
  @Test func htmlFormatPrintsOneSelfContainedDocument() {
    let outcome = cli(
      "render", "--preset", "offline", "--format", "html", "--style", "card", "--color-scheme",
      "dark")
    #expect(outcome.exitCode == .ok)
    let html = outcome.standardOutput
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.components(separatedBy: "<html").count == 2)
    #expect(html.contains("es-style-card") && html.contains("es-scheme-dark"))
    #expect(!html.contains("<script") && !html.contains("<link"))
  }

  @Test func hostileQueryStaysText() {
    let html = cli(
      "render", "--preset", "no-results", "--query", "<script>alert(1)</script>", "--format", "html"
    ).standardOutput
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
  }

  @Test(arguments: [
    (["--style", "fancy"], "invalid value \"fancy\" for --style"),
    (["--color-scheme", "sepia"], "invalid value \"sepia\" for --color-scheme"),
  ])
  func badHTMLOptionsExit64(extra: [String], message: String) {
    let outcome = EmptyStatesCLI.run(["render", "--preset", "empty", "--format", "html"] + extra)
    #expect(outcome.exitCode == .usage)
    #expect(outcome.standardError.contains(message))
  }

  @Test func htmlOptionsNeedTheHTMLFormat() {
    let outcome = cli("render", "--preset", "empty", "--style", "card")
    #expect(outcome.exitCode == .usage)
    #expect(
      outcome.standardError.contains("--style and --color-scheme apply to --format html only"))
  }
}

@Suite struct CatalogCommandTests {
  @Test func writesTheIndexAndEveryScenarioPage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = cli("catalog", "--out", folder.path)
    #expect(outcome.exitCode == .ok)
    #expect(outcome.standardOutput == folder.appendingPathComponent("index.html").path + "\n")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".html")
    }
    #expect(pages.count >= 25)
    #expect(pages.contains("index.html") && pages.contains("preset-offline.html"))
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    for page in pages where page != "index.html" {
      #expect(index.contains("href=\"\(page)\""), "\(page) is not linked from the index")
    }
  }

  @Test func pagesShowEveryVariantWithCodeAndNoExternalResource() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = cli("catalog", "--out", folder.path)
    let page = try String(
      contentsOf: folder.appendingPathComponent("preset-no-results.html"), encoding: .utf8)
    for variant in [
      "light ltr", "dark ltr", "light rtl", "dark rtl", "es-style-outlined", "es-style-card",
      "es-style-compact", "es-size-compact", "es-size-spacious", "lang=\"ja\"", "lang=\"de\"",
    ] {
      #expect(page.contains(variant), "\(variant)")
    }
    #expect(page.contains("<pre><code>"))
    for forbidden in ["<script", "<link", "src=", "http://", "@import"] {
      #expect(!page.contains(forbidden), "\(forbidden)")
    }
  }

  @Test func outIntoAFileExits66() throws {
    let file = try temporaryFile("x", name: "not-a-folder")
    let outcome = cli("catalog", "--out", file)
    #expect(outcome.exitCode == .noInput)
    #expect(outcome.standardError.contains("is a file, not a folder"))
  }
}
