import Foundation
import Testing

/// Hostile titles, descriptions, queries, action titles and URLs, rendered by
/// `empty-states render --format html` and opened in Chromium: no script runs (the pages ship
/// none, so any parsed script or dialog is injected), no markup is added, and the text is shown
/// as written.
@Suite(.browserToolsInstalled)
struct HostileInputBrowserTests {
  @Test(arguments: HostileInput.all)
  func neverRunsScriptNorAddsMarkup(_ input: HostileInput) async throws {
    let renders = try await HostileRenders.shared.value
    let render = try #require(renders.renders[input.name])
    if input.attacksURL, render.status == 65 {
      // Refusing the URL outright is as safe as rendering it inert.
      #expect(render.standardError.contains("url"), "refused without naming the field")
      return
    }
    #expect(render.status == 0, "render exited \(render.status): \(render.standardError)")
    let page = try #require(render.page)
    Finding.record(PageCheck.scriptFree.findings(in: page))
    Finding.record(PageCheck.readingOrder.findings(in: page))
    let dom = try #require(page.dom)
    #expect(dom.sections == 1, "\(dom.sections) empty states on the page, not 1")

    if !input.attacksURL {
      let twin = try #require(renders.renders[input.benignTwin.name]?.page?.dom)
      #expect(
        Self.elements(dom.tags) == Self.elements(twin.tags),
        "the hostile render's elements differ from its benign twin's")
    }
    if let spec = input.spec {
      #expect(dom.title == Self.visible(spec.title), "the title is not shown as written")
      if let description = spec.description {
        #expect(dom.description == Self.visible(description), "the description is altered")
      }
      let actions = (spec.actions ?? []).map { Self.visible($0.title) }
      #expect(dom.actions == actions, "action titles are altered")
      if let label = spec.mediaLabel {
        let reading = page.reading?.first?.actual?.first
        #expect(
          reading == PageReport.ReadingItem(role: "image", name: Self.visible(label)),
          "the labelled symbol does not read as an image named by its label")
      }
    }
    if let query = input.query {
      #expect(
        dom.title?.contains(Self.visible(query)) == true,
        "the title “\(dom.title ?? "")” does not show the query as written")
    }
  }

  /// Element names, leaving out `bdi`, which wraps text by its direction.
  private static func elements(_ tags: [String]) -> [String] {
    tags.filter { $0 != "bdi" }
  }

  /// Text as the page shows it: white space collapsed, no control or bidi formatting
  /// characters (the driver normalizes the DOM's text the same way).
  static func visible(_ text: String) -> String {
    let spaced = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let kept = spaced.unicodeScalars.filter { scalar in
      !(scalar.value < 0x20 || scalar.value == 0x7F || (0x200E...0x200F).contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
    }
    return String(String.UnicodeScalarView(kept)).split(separator: " ").joined(separator: " ")
  }
}
