import EmptyStates
import EmptyStatesHTML
import Foundation

/// The catalog: a static site with one page per scenario — each empty state in light and dark,
/// left to right and right to left, in several languages, in every style and size — with the
/// SwiftUI, UIKit and server-side code beside it. Self-contained pages: inline CSS and SVG, no
/// script.
package enum Catalog {
  /// Why the catalog could not be written.
  package struct WriteError: Error, CustomStringConvertible {
    package var description: String
  }

  /// The locales a translated scenario is shown in, besides English.
  static let locales = ["de", "fr", "ja", "ar", "he", "zh-Hant"]

  /// Writes the index and every scenario page into `folder`, creating it if needed.
  ///
  /// - Parameter folder: Where to write.
  /// - Returns: The index page's URL.
  /// - Throws: ``WriteError`` naming the file that could not be written.
  package static func write(to folder: URL) throws(WriteError) -> URL {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(
        description: "cannot create the folder \(DisplayQuote.path.quoted(folder.path))")
    }
    let pages = [("index", index())] + CatalogScenario.all.map { ($0.id, page(for: $0)) }
    for (name, html) in pages {
      let url = folder.appendingPathComponent("\(name).html")
      do {
        try Data(html.utf8).write(to: url, options: .atomic)
      } catch {
        throw WriteError(description: "cannot write \(DisplayQuote.path.quoted(url.path))")
      }
    }
    return folder.appendingPathComponent("index.html")
  }

  /// The index page: every scenario, with a compact preview.
  static func index() -> String {
    var items = ""
    for (offset, scenario) in CatalogScenario.all.enumerated() {
      let renderer = HTMLRenderer(
        headingLevel: .h3, style: .compact, size: .compact, idPrefix: "index\(offset)")
      items += """
        <li class="catalog-item"><h2><a href="\(scenario.id).html">\(HTMLEscaping.escape(scenario.name))</a></h2>
        <p>\(HTMLEscaping.escape(scenario.summary))</p>
        <figure class="es-frame es-scheme-light" data-variant="light ltr compact compact en">\(renderer.render(scenario.state))<figcaption>Preview</figcaption></figure></li>

        """
    }
    return document(
      title: "Empty states catalog",
      body: """
        <header><h1>Empty states catalog</h1>
        <p>Every empty state swift-empty-states draws, in light and dark, left to right and right to left, in several languages and in every style and size — with the SwiftUI, UIKit and server-side Swift code that produce it.</p></header>
        <ul class="catalog-list">
        \(items)</ul>
        """)
  }

  /// One scenario's page.
  static func page(for scenario: CatalogScenario) -> String {
    var counter = 0
    func frame(
      _ caption: String, scheme: HTMLRenderer.ColorScheme = .light, locale: String = "en",
      style: HTMLRenderer.Style? = nil, size: EmptyStateMetrics.Size = .regular
    ) -> String {
      counter += 1
      let style = style ?? scenario.style
      let localizer = EmptyStateLocalizer(localeIdentifier: locale)
      let renderer = HTMLRenderer(
        headingLevel: .h3, style: style, size: size, idPrefix: "v\(counter)")
      let state = localizer.localize(scenario.state)
      let variant = [
        scheme.rawValue, state.direction.rawValue, style.rawValue, size.rawValue, locale,
      ].joined(separator: " ")
      return """
        <figure class="es-frame es-scheme-\(scheme.rawValue)" data-variant="\(variant)">\(renderer.render(state))<figcaption>\(HTMLEscaping.escape(caption))</figcaption></figure>

        """
    }

    var sections = scenario.isSection ? inSection(scenario) : ""
    sections += """
      <section aria-labelledby="appearance"><h2 id="appearance">Light and dark</h2><div class="catalog-grid">
      \(frame("Light", scheme: .light))\(frame("Dark", scheme: .dark))</div></section>

      """
    sections += """
      <section aria-labelledby="rtl"><h2 id="rtl">Right to left</h2><div class="catalog-grid">
      \(frame("Arabic, light", locale: "ar"))\(frame("Hebrew, dark", scheme: .dark, locale: "he"))\(frame("Arabic, compact", locale: "ar", style: .compact))</div></section>

      """
    if scenario.isTranslated {
      let languages = locales.filter {
        EmptyState.TextDirection(localeIdentifier: $0) == .leftToRight
      }
      .map {
        frame(Locale(identifier: "en").localizedString(forIdentifier: $0) ?? $0, locale: $0)
      }
      .joined()
      sections += """
        <section aria-labelledby="languages"><h2 id="languages">Languages</h2><div class="catalog-grid">
        \(languages)</div></section>

        """
    }
    let styles = HTMLRenderer.Style.allCases.map { frame("Style: \($0.rawValue)", style: $0) }
      .joined()
    sections += """
      <section aria-labelledby="styles"><h2 id="styles">Styles</h2><div class="catalog-grid">
      \(styles)</div></section>

      """
    let sizes = EmptyStateMetrics.Size.allCases.map { frame("Size: \($0.rawValue)", size: $0) }
      .joined()
    sections += """
      <section aria-labelledby="sizes"><h2 id="sizes">Sizes</h2><div class="catalog-grid">
      \(sizes)</div></section>
      <section aria-labelledby="code"><h2 id="code">Code</h2><div class="catalog-code">
      <div><h3>SwiftUI</h3><pre><code>\(HTMLEscaping.escape(scenario.code.swiftUI))</code></pre></div>
      <div><h3>UIKit</h3><pre><code>\(HTMLEscaping.escape(scenario.code.uiKit))</code></pre></div>
      <div><h3>Server-side Swift (HTML)</h3><pre><code>\(HTMLEscaping.escape(scenario.code.html))</code></pre></div>
      </div></section>

      """
    return document(
      title: "\(scenario.name) — Empty states catalog",
      body: """
        <nav aria-label="Catalog"><a href="index.html">All empty states</a></nav>
        <header><h1>\(HTMLEscaping.escape(scenario.name))</h1><p>\(HTMLEscaping.escape(scenario.summary))</p></header>
        \(sections)
        """)
  }

  /// The columns of the table a section's state is shown in.
  static let tableColumns = ["Recipe", "Cuisine", "Time"]

  /// A section's state where it belongs: the one row of an empty table body (as the
  /// scenario's server-side code renders it) and the one item of an empty list.
  static func inSection(_ scenario: CatalogScenario) -> String {
    let state = EmptyStateLocalizer(localeIdentifier: "en").localize(scenario.state)
    let headers = tableColumns.map { "<th scope=\"col\">\($0)</th>" }.joined()
    let row = HTMLRenderer().renderTableRow(state, columns: tableColumns.count)
    let item = HTMLRenderer(idPrefix: "in-list").renderListItem(state)
    return """
      <section aria-labelledby="in-a-section"><h2 id="in-a-section">In a section</h2><div class="catalog-grid">
      <figure class="catalog-in-place" data-variant="table"><table class="catalog-table"><caption>Favourites</caption><thead><tr>\(headers)</tr></thead><tbody>\(row)</tbody></table><figcaption>The row of an empty table</figcaption></figure>
      <figure class="catalog-in-place" data-variant="list"><h3 class="catalog-list-heading" id="in-list-heading">Favourites</h3><ul class="catalog-rows" aria-labelledby="in-list-heading">\(item)</ul><figcaption>The item of an empty list</figcaption></figure>
      </div></section>

      """
  }

  static func document(title: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en" dir="ltr">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(HTMLEscaping.escape(title))</title>
    <style>\(HTMLRenderer.stylesheet)\(pageCSS)</style>
    </head>
    <body>
    <main>
    \(body)
    </main>
    </body>
    </html>

    """
  }

  static let pageCSS = """
    html { color-scheme: light dark; }
    body { margin: 0; background: #ffffff; color: #1d1d1f; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif; line-height: 1.45; }
    a { color: #0062c4; }
    @media (prefers-color-scheme: dark) { body { background: #000000; color: #f5f5f7; } a { color: #4ba3ff; } }
    main { max-inline-size: 75rem; margin-inline: auto; padding: 1rem; box-sizing: border-box; overflow-wrap: anywhere; }
    nav { margin-block-end: 0.5rem; }
    h1 { font-size: 2rem; margin-block: 0.5rem; }
    h2 { font-size: 1.375rem; margin-block: 1.5rem 0.75rem; }
    .catalog-list { list-style: none; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); }
    .catalog-item h2 { font-size: 1.125rem; margin: 0 0 0.25rem; }
    .catalog-item p { margin: 0 0 0.5rem; }
    .catalog-grid { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); }
    .es-frame { margin: 0; padding: 1rem; border-radius: 0.75rem; border: 1px solid #8e8e93; min-inline-size: 0; display: flex; flex-direction: column; justify-content: space-between; gap: 0.5rem; }
    .es-frame.es-scheme-light { background: #ffffff; color: #1d1d1f; }
    .es-frame.es-scheme-dark { background: #000000; color: #f5f5f7; }
    .es-frame figcaption { font-size: 0.875rem; }
    .catalog-in-place { margin: 0; padding: 1rem; border-radius: 0.75rem; border: 1px solid #8e8e93; min-inline-size: 0; }
    .catalog-in-place figcaption { font-size: 0.875rem; margin-block-start: 0.5rem; }
    .catalog-table { inline-size: 100%; border-collapse: collapse; }
    .catalog-table caption { text-align: start; font-weight: 600; padding-block-end: 0.5rem; }
    .catalog-table th { text-align: start; font-size: 0.875rem; padding: 0.5rem; border-block-end: 1px solid #8e8e93; }
    .catalog-table td { padding: 0.75rem 0.5rem; border-block-end: 1px solid #8e8e93; }
    .catalog-list-heading { font-size: 1rem; margin: 0 0 0.5rem; }
    .catalog-rows { list-style: none; margin: 0; padding: 0; border-block: 1px solid #8e8e93; }
    .catalog-rows > li { padding: 0.75rem 0.5rem; }
    .catalog-code { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr)); }
    .catalog-code h3 { font-size: 1rem; margin: 0 0 0.5rem; }
    pre { margin: 0; padding: 0.75rem; border-radius: 0.5rem; background: #f2f2f7; color: #1d1d1f; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.875rem; }
    @media (prefers-color-scheme: dark) { pre { background: #1c1c1e; color: #f5f5f7; } }

    """
}
