import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesHTML

/// The row forms of an empty state — the one row of an empty `<tbody>` and the one item of an
/// empty list: balanced markup, no heading inside the table, named by its title and
/// description, escaped as the section form is, measured by the compact metrics.
@Suite struct HTMLRowTests {
  typealias Metrics = EmptyStateMetrics

  static let favourites = EmptyState(
    "No Favourites Yet", systemImage: "star", description: "Recipes you star appear here.",
    actions: [EmptyState.Action("Browse Recipes", id: "browse", url: URL(string: "/recipes"))])
  let renderer = HTMLRenderer(idPrefix: "fav")

  @Test func tableRowIsOneCellSpanningTheColumns() {
    let html = renderer.renderTableRow(Self.favourites, columns: 3)
    #expect(
      html.hasPrefix(
        "<tr class=\"es-empty-row es-size-compact es-tone-neutral\" lang=\"en\" dir=\"ltr\" "
          + "aria-labelledby=\"fav-title fav-description\"><td colspan=\"3\">"))
    #expect(html.hasSuffix("</div></td></tr>"))
    #expect(html.matches(of: /<td/).count == 1)
    #expect(Self.isBalanced(html))
  }

  @Test(arguments: [(0, "1"), (-4, "1"), (1, "1"), (12, "12")])
  func columnSpanIsAtLeastOne(columns: Int, span: String) {
    #expect(
      renderer.renderTableRow(Self.favourites, columns: columns).contains("colspan=\"\(span)\""))
  }

  @Test func listItemHoldsWhatTheCellHolds() throws {
    let row = renderer.renderTableRow(Self.favourites, columns: 2)
    let item = renderer.renderListItem(Self.favourites)
    #expect(item.hasPrefix("<li class=\"es-empty-row es-size-compact"))
    #expect(item.hasSuffix("</li>"))
    #expect(Self.isBalanced(item))
    let cell = try #require(row.firstMatch(of: /<td colspan="2">(.*)<\/td>/)?.1)
    let inside = try #require(item.firstMatch(of: /^<li[^>]*>(.*)<\/li>$/)?.1)
    #expect(cell == inside)
    #expect(row.firstMatch(of: /^<tr([^>]*)>/)?.1 == item.firstMatch(of: /^<li([^>]*)>/)?.1)
  }

  /// A heading in a table cell would be a section of the page's outline, read in the headings
  /// list each time a table is empty: the title is text, and names the row.
  @Test(arguments: EmptyState.HeadingLevel.allCases)
  func noHeadingWhateverTheLevel(level: EmptyState.HeadingLevel) {
    let renderer = HTMLRenderer(headingLevel: level, idPrefix: "fav")
    for html in [
      renderer.renderTableRow(Self.favourites, columns: 2),
      renderer.renderListItem(Self.favourites),
    ] {
      #expect(html.firstMatch(of: /<h[1-6]|role="heading"/) == nil)
      #expect(
        html.contains("<p class=\"es-title\" id=\"fav-title\"><bdi>No Favourites Yet</bdi></p>"))
    }
  }

  @Test func namedByTheIdsOfItsTitleAndDescription() throws {
    let html = renderer.renderListItem(Self.favourites)
    let names = try #require(html.firstMatch(of: /aria-labelledby="([^"]*)"/)?.1)
    let ids = names.split(separator: " ")
    #expect(ids.count == 2)
    for id in ids { #expect(html.contains("id=\"\(id)\"")) }
    let bare = renderer.renderListItem(EmptyState("No Favourites Yet", systemImage: "star"))
    #expect(bare.contains("aria-labelledby=\"fav-title\""))
    #expect(!bare.contains("fav-description"))
  }

  @Test func readingOrderIsMediaTitleDescriptionActions() throws {
    let html = renderer.renderTableRow(Self.favourites, columns: 1)
    let order = ["es-media", "es-title", "es-description", "es-action "].map {
      html.range(of: $0)?.lowerBound
    }
    let found = try order.map { try #require($0) }
    #expect(found == found.sorted())
    #expect(html.contains("href=\"/recipes\""))
  }

  /// The row escapes and isolates text, and checks URLs, exactly as the section form does: its
  /// title, description and actions are the section's, to the byte.
  @Test(arguments: [
    EmptyState(
      "<script>alert(1)</script> & \"q\"", description: "a <b>bold</b> 'claim'",
      actions: [EmptyState.Action("Go", id: "go", url: URL(string: "javascript:alert(2)"))]),
    EmptyState("שלום \u{202E}evil", description: "\u{1B}[31mred"),
  ])
  func escapesAsTheSectionFormDoes(state: EmptyState) throws {
    let section = renderer.render(state)
    let row = renderer.renderListItem(state)
    let title = /es-title"[^>]*>(.*?)<\/(h2|p)>/
    #expect(try #require(row.firstMatch(of: title)?.1) == section.firstMatch(of: title)?.1)
    let description = /es-description"[^>]*>(.*?)<\/p>/
    #expect(
      try #require(row.firstMatch(of: description)?.1) == section.firstMatch(of: description)?.1)
    let actions = /<div class="es-actions">(.*?)<\/div>/
    #expect(row.firstMatch(of: actions)?.1 == section.firstMatch(of: actions)?.1)
    #expect(!row.contains("<script") && !row.contains("javascript:") && !row.contains("\u{1B}"))
    #expect(Self.isBalanced(row))
  }

  @Test func rightToLeftAndForcedSchemeMarkTheRow() {
    let arabic = EmptyStateLocalizer(localeIdentifier: "ar").localize(.noResults(for: "قطط"))
    let html = HTMLRenderer(colorScheme: .dark).renderTableRow(arabic, columns: 2)
    #expect(html.contains("es-scheme-dark\" lang=\"ar\" dir=\"rtl\""))
  }

  /// The row takes the compact size's measurements whatever the renderer's size, and the
  /// stylesheet's row rules read them: an absurd compact gap shows in the row's grid.
  @Test(arguments: Metrics.Size.allCases)
  func rowMeasuresWithTheCompactSize(size: Metrics.Size) throws {
    let html = HTMLRenderer(size: size).renderListItem(Self.favourites)
    #expect(html.contains("es-empty-row es-size-compact "))
    var absurd = Metrics(platform: .web, size: .compact)
    absurd.mediaToTitle = 97.5
    absurd.titleToDescription = 0.5
    let sizes = Metrics.Size.allCases.map {
      $0 == .compact ? absurd : Metrics(platform: .web, size: $0)
    }
    for (css, compact) in [
      (HTMLRenderer.stylesheet, Metrics(platform: .web, size: .compact)),
      (HTMLStylesheet(metrics: sizes).css, absurd),
    ] {
      let stylesheet = ParsedStylesheet(css)
      func expect(_ property: String, _ selector: String, _ expected: Double) throws {
        let value = try #require(
          stylesheet.resolved(property, for: selector, in: ".es-size-compact"))
        let points = try #require(ParsedStylesheet.points(value), "\(selector) \(value)")
        #expect(abs(points - expected) < 0.01, "\(selector) \(property)")
      }
      try expect("column-gap", ".es-row-media", compact.mediaToTitle)
      try expect("font-size", ".es-row .es-media", compact.titlePointSize)
      try expect("margin-block-start", ".es-description", compact.titleToDescription)
    }
  }

  /// Whether every element opened is closed, in order (void elements and `/>` aside).
  static func isBalanced(_ html: String) -> Bool {
    let void: Set<Substring> = ["br", "hr", "img", "input", "meta", "link", "wbr"]
    var open: [Substring] = []
    for tag in html.matches(of: /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/) {
      let name = tag.2
      if tag.3 == "/" || void.contains(name) { continue }
      if tag.1 == "/" {
        guard open.popLast() == name else { return false }
      } else {
        open.append(name)
      }
    }
    return open.isEmpty && !html.isEmpty
  }
}
