import Foundation
import Testing

/// The catalog site, page by page, in a real browser: accessibility (axe-core and the
/// accessibility tree), reflow, reduced motion, right-to-left, self-containment.
@Suite(.browserToolsInstalled)
struct CatalogBrowserTests {
  private func site() async throws -> CatalogSite {
    try await CatalogSite.shared.value
  }

  private func expectNoFindings(
    _ check: PageCheck, in site: CatalogSite, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let findings = site.report.pages.flatMap { check.findings(in: $0) }
    Finding.record(findings, sourceLocation: sourceLocation)
  }

  @Test func catalogWritesAnIndexAndAPageForEveryScenario() async throws {
    let site = try await site()
    let index = site.folder.appendingPathComponent("index.html")
    #expect(site.printedIndex == index.path + "\n")
    #expect(site.pages.contains(index))
    #expect(site.pages.count > 1, "the catalog has no scenario pages")
    #expect(site.report.pages.map(\.name) == site.pages.map(\.lastPathComponent))
    let links = Set(
      site.report.pages.first { $0.name == "index.html" }?.structure?.links ?? [])
    for page in site.pages where page != index {
      #expect(links.contains(page.lastPathComponent), "index.html does not link to \(page.path)")
    }
    let sections = site.report.pages.reduce(0) { $0 + ($1.reading?.count ?? 0) }
    print(
      "browser tests: \(site.pages.count) catalog pages, \(sections) empty states, "
        + "\(site.report.browser ?? "Chromium"), \(site.report.seconds) s; pages in "
        + site.folder.path)
  }

  @Test func noAxeViolationsInLightOrDarkMode() async throws {
    expectNoFindings(.axe, in: try await site())
  }

  @Test func emptyStatesReadHeadingThenDescriptionThenActions() async throws {
    let site = try await site()
    let sections = site.report.pages.flatMap { $0.reading ?? [] }
    #expect(!sections.isEmpty, "the catalog shows no section.es-empty-state")
    expectNoFindings(.readingOrder, in: site)
  }

  @Test func noHorizontalScrollingAt320PixelsOr400PercentZoom() async throws {
    expectNoFindings(.reflow, in: try await site())
  }

  @Test func reducedMotionStopsEverySymbolAndOnlyThen() async throws {
    let site = try await site()
    let animated = site.report.pages.flatMap { $0.motion?.normal ?? [] }.filter {
      $0.classes.split(separator: " ").contains("es-animate-breathe")
    }
    #expect(!animated.isEmpty, "no .es-animate-breathe symbol in the catalog: nothing to stop")
    expectNoFindings(.motion, in: site)
  }

  @Test func rightToLeftFramesMirror() async throws {
    let site = try await site()
    let rightToLeft = site.report.pages.flatMap { $0.rtl ?? [] }.filter { $0.dir == "rtl" }
    #expect(!rightToLeft.isEmpty, "no dir=\"rtl\" empty state in the catalog")
    #expect(
      rightToLeft.contains { $0.classes.split(separator: " ").contains("es-style-compact") },
      "no compact right-to-left empty state in the catalog")
    expectNoFindings(.rtl, in: site)
  }

  @Test func pagesRunNoScriptAndLoadNothingElse() async throws {
    expectNoFindings(.scriptFree, in: try await site())
  }

  @Test func pagesHaveOneMainOneH1AndCaptionedFrames() async throws {
    expectNoFindings(.structure, in: try await site())
  }

  @Test func screenshotsAreWrittenForPeopleToLookAt() async throws {
    let site = try await site()
    let files = site.report.pages.flatMap { $0.screenshots ?? [] }
    #expect(files.count >= 3, "expected the index, a preset in light and dark, an RTL page")
    for file in files {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(file) is not a PNG")
      #expect(data.count > 2_000, "\(file) is suspiciously small")
    }
    print("browser tests: screenshots in \(site.screenshots.path)")
  }
}

extension Finding {
  /// Records each finding as an issue of its own (up to `limit`, then a count of the rest).
  static func record(
    _ findings: [Finding], limit: Int = 40, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for finding in findings.prefix(limit) {
      Issue.record(Comment(rawValue: finding.description), sourceLocation: sourceLocation)
    }
    if findings.count > limit {
      Issue.record(
        Comment(rawValue: "… and \(findings.count - limit) more findings"),
        sourceLocation: sourceLocation)
    }
  }
}
