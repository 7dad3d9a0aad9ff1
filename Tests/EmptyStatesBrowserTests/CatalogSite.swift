import Foundation

/// The catalog as `empty-states catalog --out DIR` writes it, opened page by page in one
/// Chromium, once for all the tests that judge it.
struct CatalogSite: Sendable {
  /// The folder the catalog was written to.
  var folder: URL
  /// Every `*.html` file in it, sorted, `index.html` included.
  var pages: [URL]
  /// The path `catalog` printed.
  var printedIndex: String
  var report: BrowserReport
  /// Where the screenshots went.
  var screenshots: URL

  /// The catalog, generated and measured on first use.
  static let shared = Task { try await CatalogSite.make() }

  /// Pages whose screenshots people look at: the index, a preset in light and dark, and a
  /// page with right-to-left frames.
  static func screenshotPlan(pages: [URL], folder: URL) -> [URL: [BrowserJob.Screenshot]] {
    var plan: [URL: [BrowserJob.Screenshot]] = [:]
    func shoot(_ page: URL, _ scheme: String) {
      let name = page.deletingPathExtension().lastPathComponent
      let file = folder.appendingPathComponent("\(name)-\(scheme).png").path
      plan[page, default: []].append(BrowserJob.Screenshot(file: file, scheme: scheme))
    }
    if let index = pages.first(where: { $0.lastPathComponent == "index.html" }) {
      shoot(index, "light")
    }
    let scenarios = pages.filter { $0.lastPathComponent != "index.html" }
    let preset =
      scenarios.first { $0.lastPathComponent.hasSuffix("no-results.html") }
      ?? scenarios.first { $0.lastPathComponent.hasPrefix("preset-") } ?? scenarios.first
    if let preset {
      shoot(preset, "light")
      shoot(preset, "dark")
    }
    let rightToLeft = scenarios.first { page in
      page != preset
        && ((try? String(contentsOf: page, encoding: .utf8))?.contains("dir=\"rtl\"") ?? false)
    }
    if let rightToLeft { shoot(rightToLeft, "light") }
    return plan
  }

  private static func make() async throws -> CatalogSite {
    try BrowserTools.require()
    guard let binary = BrowserTools.binary else { throw BrowserTools.ToolError.missingBinary }
    // Fixed folders, replaced on each run, so that people can open what the tests saw.
    let folder = BrowserTools.scratchFolder("browser-catalog")
    try? FileManager.default.removeItem(at: folder)
    let output = try await ChildProcess(
      executable: binary, arguments: ["catalog", "--out", folder.path], timeout: 60
    ).run()
    guard output.status == 0 else {
      throw BrowserJob.Failure(
        description: "`empty-states catalog --out \(folder.path)` exited with "
          + "\(output.status): \(output.standardError)")
    }
    let pages = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "html" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }

    let screenshots = BrowserTools.scratchFolder("screenshots")
    try? FileManager.default.removeItem(at: screenshots)
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let plan = screenshotPlan(pages: pages, folder: screenshots)
    // The catalog ships no script, so nothing is left to happen after the load event.
    let job = BrowserJob(
      pages: pages.map {
        BrowserJob.Page(file: $0, checks: BrowserJob.Measurement.all, screenshots: plan[$0] ?? [])
      }, settle: 0.05)
    let report = try await job.run()
    return CatalogSite(
      folder: folder, pages: pages,
      printedIndex: String(decoding: output.standardOutput, as: UTF8.self),
      report: report, screenshots: screenshots)
  }
}
