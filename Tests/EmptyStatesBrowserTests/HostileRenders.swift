import Foundation

/// Every ``HostileInput`` and its benign twin, rendered by the CLI and opened in one Chromium,
/// once for all the tests that judge them.
struct HostileRenders: Sendable {
  /// What the CLI did with one input.
  struct Render: Sendable {
    var status: Int32
    var standardError: String
    /// The page, when the CLI rendered one.
    var page: PageReport?
  }

  /// Renders by input name; twins under their own names.
  var renders: [String: Render]

  /// The renders, made and measured on first use.
  static let shared = Task { try await HostileRenders.make() }

  private static func make() async throws -> HostileRenders {
    try BrowserTools.require()
    guard let binary = BrowserTools.binary else { throw BrowserTools.ToolError.missingBinary }
    let folder = BrowserTools.scratchFolder("browser-hostile")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

    var renders: [String: Render] = [:]
    var files: [String: URL] = [:]
    let inputs = HostileInput.all + HostileInput.all.map(\.benignTwin)
    for (offset, input) in inputs.enumerated() {
      var specFile: URL?
      if let spec = input.spec {
        let file = folder.appendingPathComponent("spec-\(offset).json")
        try JSONEncoder().encode(spec).write(to: file)
        specFile = file
      }
      let output = try await ChildProcess(
        executable: binary, arguments: input.arguments(specFile: specFile), timeout: 30
      ).run()
      renders[input.name] = Render(status: output.status, standardError: output.standardError)
      if output.status == 0 {
        let page = folder.appendingPathComponent("render-\(offset).html")
        try output.standardOutput.write(to: page)
        files[input.name] = page
      }
    }
    let names = files.keys.sorted()
    let job = BrowserJob(
      pages: names.compactMap { name in
        files[name].map { BrowserJob.Page(file: $0, checks: [.load, .dom, .ax]) }
      }, settle: 0.3)
    let report = try await job.run()
    for (name, page) in zip(names, report.pages) {
      renders[name]?.page = page
    }
    return HostileRenders(renders: renders)
  }
}
