import EmptyStates
import EmptyStatesHTML
import Foundation
import Testing

/// In Chromium, a state that sizes to fit takes its size from the width of its `.es-place`
/// container: the compact size's symbol in a sidebar-wide container, the regular one in a wide
/// container, and the renderer's own size outside any container.
@Suite(.browserToolsInstalled)
struct ContainerSizeBrowserTests {
  /// Containers, by id, with their width in CSS px: well below and well above the web's
  /// compact width.
  static let places = [("sidebar", 240), ("pane", 720)]

  static func page() throws -> URL {
    let state = EmptyStateLocalizer(localeIdentifier: "en").localize(EmptyState.offline)
    var body = ""
    for (index, (id, width)) in places.enumerated() {
      let renderer = HTMLRenderer(idPrefix: "place-\(index)", sizesToFit: true)
      body += "<div class=\"es-place\" id=\"\(id)\" style=\"inline-size: \(width)px\">"
      body += renderer.render(state) + "</div>"
    }
    // Outside any container, the renderer's size.
    body += "<div style=\"inline-size: 240px\">"
    body += HTMLRenderer(idPrefix: "loose", sizesToFit: true).render(state)
    body += "</div>"
    let html = """
      <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sizes</title>
      <style>\(HTMLRenderer.stylesheet)</style></head><body>\(body)</body></html>
      """
    let folder = BrowserTools.scratchFolder("container-size")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("container-size.html")
    try Data(html.utf8).write(to: file)
    return file
  }

  @Test func aNarrowContainerGetsTheCompactSymbol() async throws {
    let file = try Self.page()
    let report = try await BrowserJob(pages: [.init(file: file, checks: [.sizes])]).run()
    let samples = try #require(report.pages.first?.sizes)
    try #require(samples.count == 3)
    func symbol(in place: String?) -> Double? {
      samples.first { $0.place == place }?.symbolSize
    }
    // A 16 px root: a point of the metrics is a CSS px.
    let compact = EmptyStateMetrics(platform: .web, size: .compact).symbolPointSize
    let regular = EmptyStateMetrics(platform: .web, size: .regular).symbolPointSize
    try #require(compact != regular)
    #expect(symbol(in: "sidebar").map { abs($0 - compact) < 0.5 } == true)
    #expect(symbol(in: "pane").map { abs($0 - regular) < 0.5 } == true)
    #expect(symbol(in: nil).map { abs($0 - regular) < 0.5 } == true)
  }
}
