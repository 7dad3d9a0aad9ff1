import Foundation
import Testing

/// The no-results state with filters on, rendered by `empty-states render --preset no-results
/// --filters N --format html` and opened in Chromium: it passes axe-core in light and dark,
/// reflows, mirrors right to left, runs nothing, and reads its heading, the description that
/// blames the filters, then Clear Search (with a query) and Clear Filters.
@Suite(.browserToolsInstalled)
struct FilteredOutBrowserTests {
  /// A page: the CLI's words after `render`, and what the accessibility tree must read.
  struct Render: Sendable {
    var file: String
    var words: [String]
    /// Role and name of each item the accessibility tree reads, in order.
    var reading: [[String]]
  }

  struct RenderFailed: Error, CustomStringConvertible {
    var description: String
  }

  static let renders = [
    Render(
      file: "filtered-en.html",
      words: ["--query", "bryce", "--filters", "2"],
      reading: [
        ["heading", "No Results for “bryce”"],
        [
          "text", "Nothing matches this search with filters on. Try a new search or clear filters.",
        ],
        ["button", "Clear Search"], ["button", "Clear Filters"],
      ]),
    Render(
      file: "filtered-he.html",
      words: ["--filters", "1", "--locale", "he"],
      reading: [
        ["heading", "אין תוצאות"],
        ["text", "אין התאמות למסננים הפעילים. יש לנסות לנקות את המסננים."],
        ["button", "ניקוי המסננים"],
      ]),
  ]

  /// The pages, rendered and opened once in one browser.
  static let report = Task { () throws -> BrowserReport in
    try BrowserTools.require()
    guard let binary = BrowserTools.binary else { throw BrowserTools.ToolError.missingBinary }
    let folder = BrowserTools.scratchFolder("browser-filtered")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var pages: [BrowserJob.Page] = []
    for render in renders {
      let output = try await ChildProcess(
        executable: binary,
        arguments: ["render", "--preset", "no-results", "--format", "html"] + render.words,
        timeout: 30
      ).run()
      guard output.status == 0 else {
        throw RenderFailed(description: "render exited \(output.status): \(output.standardError)")
      }
      let file = folder.appendingPathComponent(render.file)
      try output.standardOutput.write(to: file)
      pages.append(BrowserJob.Page(file: file, checks: [.load, .axe, .ax, .reflow, .rtl, .dom]))
    }
    return try await BrowserJob(pages: pages).run()
  }

  @Test(arguments: renders.map(\.file))
  func passesTheBrowserChecks(file: String) async throws {
    let page = try #require(try await Self.report.value.pages.first { $0.name == file })
    for check in [PageCheck.axe, .readingOrder, .reflow, .rtl, .scriptFree] {
      Finding.record(check.findings(in: page))
    }
  }

  @Test(arguments: renders.indices)
  func readsWhyThenTheWaysOut(index: Int) async throws {
    let render = Self.renders[index]
    let page = try #require(try await Self.report.value.pages.first { $0.name == render.file })
    let sections = try #require(page.reading)
    try #require(sections.count == 1, "\(sections.count) empty states on the page, not 1")
    #expect(sections[0].actual?.map { [$0.role, $0.name] } == render.reading)
  }
}
