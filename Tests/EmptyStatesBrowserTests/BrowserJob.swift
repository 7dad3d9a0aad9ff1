import Foundation

/// A list of pages for one Chromium: the driver opens them one after the other in a single
/// browser, measures what each page's `checks` ask for, and reports.
struct BrowserJob: Encodable, Sendable {
  /// What to measure on a page.
  enum Measurement: String, Encodable, Sendable {
    case load, axe, ax, reflow, motion, rtl, structure, dom, rows
    /// The computed symbol size of each empty state, and the `.es-place` container it is in.
    case sizes

    /// Everything a catalog page is checked for.
    static let all: [Self] = [.load, .axe, .ax, .reflow, .motion, .rtl, .structure, .dom, .rows]
  }

  /// One page to open.
  struct Page: Encodable, Sendable {
    var name: String
    var url: String
    var checks: [Measurement]
    var screenshots: [Screenshot] = []

    init(file: URL, checks: [Measurement], screenshots: [Screenshot] = []) {
      name = file.lastPathComponent
      url = file.absoluteString
      self.checks = checks
      self.screenshots = screenshots
    }
  }

  /// A full-page PNG, for people to look at.
  struct Screenshot: Encodable, Sendable {
    var file: String
    var scheme: String
  }

  /// A run that failed as a whole.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  var pages: [Page]
  /// The longest any one DevTools command may take before the browser counts as hung.
  var commandTimeout = 20
  /// How long a page may keep running after its load event before it is looked at, in seconds.
  var settle = 0.2

  private enum CodingKeys: String, CodingKey {
    case pages, commandTimeout, settle, chromium, axe
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(pages, forKey: .pages)
    try container.encode(commandTimeout, forKey: .commandTimeout)
    try container.encode(settle, forKey: .settle)
    try container.encode(BrowserTools.chromium.path, forKey: .chromium)
    try container.encode(BrowserTools.axe?.path, forKey: .axe)
  }

  /// Runs the job in a fresh Chromium and returns what it measured.
  ///
  /// A hung browser fails a DevTools command after `commandTimeout` seconds, which ends the
  /// run; should the driver itself hang, it is killed after a deadline that grows with the
  /// number of pages. The browser never outlives the run.
  func run() async throws -> BrowserReport {
    try BrowserTools.require()
    guard let python = BrowserTools.python else { throw BrowserTools.ToolError.missingTools }
    let deadline = 30 + 8 * pages.count
    let output = try await ChildProcess(
      executable: python, arguments: [BrowserTools.driver.path],
      input: try JSONEncoder().encode(self), timeout: deadline
    ).run()
    guard output.status == 0 || output.status == 3, !output.standardOutput.isEmpty else {
      throw Failure(
        description: "the DevTools driver exited with status \(output.status):\n"
          + output.standardError.suffix(2000))
    }
    let report = try JSONDecoder().decode(BrowserReport.self, from: output.standardOutput)
    if let error = report.error {
      throw Failure(description: "Chromium failed: \(error)")
    }
    return report
  }
}
