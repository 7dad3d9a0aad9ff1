import EmptyStates

extension HTMLRenderer {
  /// A complete, self-contained HTML document showing one empty state: inline stylesheet, no
  /// script, no external resource.
  ///
  /// - Parameters:
  ///   - state: A state localized with `EmptyStateLocalizer`.
  ///   - title: The document's title; the state's title by default.
  /// - Returns: The document, from `<!doctype html>` on.
  public func document(_ state: LocalizedEmptyState, title: String? = nil) -> String {
    let scheme =
      colorScheme.map { " class=\"es-page es-scheme-\($0.rawValue)\"" } ?? " class=\"es-page\""
    return """
      <!doctype html>
      <html lang="\(Self.language(state))" dir="\(state.direction.rawValue)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLEscaping.escapePlainLine(title ?? state.title))</title>
      <style>\(Self.stylesheet)\(HTMLStylesheet.pageCSS)</style>
      </head>
      <body\(scheme)>
      <main>\(render(state))</main>
      </body>
      </html>

      """
  }
}
