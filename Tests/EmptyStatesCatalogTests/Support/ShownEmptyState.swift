// Linux only, as the tests that read it (CatalogScenarioTests).
#if os(Linux)
  /// An empty state as a page shows it, read back from the HTML that `HTMLRenderer` writes:
  /// what a reader sees and hears, without the element ids and heading level a page chooses.
  struct ShownEmptyState: Equatable {
    /// An action: its title, its classes (role) and where it links, if it is a link.
    struct Action: Equatable {
      var title: String
      var classes: String
      var link: String?
    }

    /// The element's classes: style (or row), size, tone.
    var classes: String
    var lang: String
    var dir: String
    /// The media element as written (its variant, animation and glyph), or `nil`.
    var media: String?
    var title: String
    var description: String?
    var actions: [Action]

    /// The texts in reading order: title, description, action titles.
    var texts: [String] {
      [title] + (description.map { [$0] } ?? []) + actions.map(\.title)
    }

    /// Reads the first empty state in `html` — a `<section>`, or the row form's `<tr>` or `<li>` —
    /// or `nil` when it holds none.
    init?(_ html: String) {
      let section =
        /<(?<tag>section|tr|li) class="(?<classes>[^"]*)" lang="(?<lang>[^"]*)" dir="(?<dir>[^"]*)"[^>]*>(?<inside>.*?)<\/\k<tag>>/
        .dotMatchesNewlines()
      let title = /<(?<tag>h[1-6]|p) class="es-title"[^>]*><bdi>(?<text>.*?)<\/bdi><\/\k<tag>>/
      let description = /<p class="es-description"[^>]*><bdi>(?<text>.*?)<\/bdi><\/p>/
      let media = /<div class="es-media[^"]*">.*?<\/div>/
      let action =
        /<a class="(?<linkClasses>es-action [^"]*)" href="(?<href>[^"]*)">(?<linkTitle>.*?)<\/a>|<button class="(?<buttonClasses>es-action [^"]*)"[^>]*>(?<buttonTitle>.*?)<\/button>/
      guard let found = html.firstMatch(of: section),
        let heading = found.inside.firstMatch(of: title)
      else { return nil }
      let inside = found.inside
      classes = String(found.classes)
      lang = String(found.lang)
      dir = String(found.dir)
      self.media = inside.firstMatch(of: media).map { String($0.output) }
      self.title = Self.text(heading.text)
      self.description = inside.firstMatch(of: description).map { Self.text($0.text) }
      actions = inside.matches(of: action).map { match in
        if let classes = match.linkClasses, let title = match.linkTitle {
          Action(
            title: Self.text(title), classes: String(classes),
            link: match.href.map { Self.text($0) })
        } else {
          Action(
            title: Self.text(match.buttonTitle ?? ""), classes: String(match.buttonClasses ?? ""),
            link: nil)
        }
      }
    }

    /// Every frame of a catalog page: its `data-variant` (scheme, direction, style, size,
    /// locale) and the empty state it shows.
    static func frames(in page: String) -> [(variant: [String], state: ShownEmptyState?)] {
      let frame =
        /<figure class="es-frame[^"]*" data-variant="(?<variant>[^"]*)">(?<inside>.*?)<\/figure>/
        .dotMatchesNewlines()
      return page.matches(of: frame).map { match in
        (
          match.variant.split(separator: " ").map(String.init),
          ShownEmptyState(String(match.inside))
        )
      }
    }

    /// HTML text as text: `<bdi>` isolation back to FSI … PDI, character references resolved.
    static func text(_ html: Substring) -> String {
      String(html).replacing("<bdi>", with: "\u{2068}").replacing("</bdi>", with: "\u{2069}")
        .replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
        .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
    }
  }
#endif
