import Foundation
import Testing

/// The harness tested on hand-written pages: a page that follows the contract passes every
/// check, and each defect planted in the others is caught by the check meant for it, so a
/// clean catalog run means the checks looked, not that they could not fail.
@Suite(.browserToolsInstalled)
struct FixtureBrowserTests {
  /// The fixtures, opened once in one browser.
  static let report = Task { () throws -> BrowserReport in
    let pages = ["conforming.html", "violations.html", "injected.html"].map {
      BrowserJob.Page(
        file: BrowserTools.fixtures.appendingPathComponent($0), checks: BrowserJob.Measurement.all)
    }
    return try await BrowserJob(pages: pages).run()
  }

  private func page(_ name: String) async throws -> PageReport {
    let report = try await Self.report.value
    return try #require(report.pages.first { $0.name == name })
  }

  @Test(arguments: PageCheck.allCases)
  func conformingPagePasses(_ check: PageCheck) async throws {
    let page = try await page("conforming.html")
    Finding.record(check.findings(in: page))
    #expect(page.reading?.count == 4, "the fixture has 4 empty states")
  }

  /// A defect planted in `violations.html`, the check that must catch it, and words its
  /// finding must contain.
  struct PlantedDefect: Sendable, CustomTestStringConvertible {
    var check: PageCheck
    var subject: String
    var words: String

    var testDescription: String { "\(check) catches \(subject)" }
  }

  static let plantedDefects = [
    PlantedDefect(check: .axe, subject: "dark mode", words: "color-contrast"),
    PlantedDefect(check: .readingOrder, subject: "[exposed-symbol]", words: "reads [image “”"),
    PlantedDefect(
      check: .readingOrder, subject: "[not-a-heading]", words: "reads [text “Title Is No Heading”"),
    PlantedDefect(
      check: .readingOrder, subject: "[not-a-heading]", words: "link “Something Else”"),
    PlantedDefect(
      check: .readingOrder, subject: "[exposed-symbol]", words: "neither aria-hidden"),
    PlantedDefect(check: .reflow, subject: "320 CSS px", words: "[too-wide]"),
    PlantedDefect(check: .reflow, subject: "400 % zoom", words: "[too-wide]"),
    PlantedDefect(check: .motion, subject: "[stubborn-motion]", words: "still animates"),
    PlantedDefect(check: .motion, subject: "[still-breathe]", words: "does not animate"),
    PlantedDefect(check: .rtl, subject: "[forced-ltr]", words: "computes direction: ltr"),
    PlantedDefect(check: .rtl, subject: "[unmirrored-compact]", words: "not mirrored"),
    PlantedDefect(check: .scriptFree, subject: "request", words: "missing-external.css"),
    PlantedDefect(check: .scriptFree, subject: "element", words: "<link rel=\"stylesheet\""),
    PlantedDefect(check: .structure, subject: "[not-a-heading]", words: "not <h3>"),
  ]

  @Test(arguments: plantedDefects)
  func plantedDefectIsCaught(_ defect: PlantedDefect) async throws {
    let findings = defect.check.findings(in: try await page("violations.html"))
    let found = findings.map(\.description)
    #expect(
      findings.contains {
        $0.subject.contains(defect.subject) && $0.description.contains(defect.words)
      }, "\(defect.check) missed \(defect.subject) (\(defect.words)); it found: \(found)")
  }

  @Test func darkOnlyContrastFailureIsInvisibleInLightMode() async throws {
    let findings = PageCheck.axe.findings(in: try await page("violations.html"))
    #expect(!findings.contains { $0.subject == "light mode" && $0.problem.contains(".dim") })
    #expect(findings.contains { $0.subject == "dark mode" && $0.problem.contains(".dim") })
  }

  @Test func defectsAreCaughtWhereTheyAreAndNowhereElse() async throws {
    let page = try await page("violations.html")
    let planted = [
      PageCheck.reflow: "[too-wide]", .motion: "stubborn-motion still-breathe",
      .rtl: "forced-ltr unmirrored-compact",
    ]
    for (check, sections) in planted {
      for finding in check.findings(in: page) {
        let section = Self.plantedSection(in: finding.description)
        #expect(
          section.map { sections.contains($0) } ?? false, "false alarm: \(finding.description)")
      }
    }
  }

  /// The `[data-empty-state]` name a finding quotes, such as `too-wide`.
  private static func plantedSection(in text: String) -> String? {
    guard let open = text.firstIndex(of: "["),
      let close = text[open...].firstIndex(of: "]")
    else { return nil }
    return String(text[text.index(after: open)..<close])
  }

  @Test func injectedScriptAndMarkupAreCaught() async throws {
    let page = try await page("injected.html")
    let dom = try #require(page.dom)
    let load = try #require(page.load)
    #expect(load.scripts.count >= 2, "the inline script and the onerror handler ran")
    #expect(load.dialogs.contains { $0.type == "alert" && $0.message == "1" })
    #expect(dom.forbidden.contains { $0.hasPrefix("script") })
    #expect(dom.forbidden.contains { $0.hasPrefix("img") })
    #expect(dom.handlers.contains { $0.contains("onerror") })
    #expect(dom.urls.contains { $0.contains("javascript:alert(2)") })
    #expect(PageCheck.scriptFree.findings(in: page).count >= 6)
  }
}
