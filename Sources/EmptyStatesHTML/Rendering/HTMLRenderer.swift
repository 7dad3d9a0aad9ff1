import EmptyStates

/// Draws empty states as semantic, accessible HTML for server-side Swift: a `<section>` with the
/// title as a heading, the description, and the actions as links or form buttons, plus one
/// stylesheet (``stylesheet``) for light and dark, right-to-left and reduced motion.
///
/// ```swift
/// let renderer = HTMLRenderer(headingLevel: .h2, style: .card)
/// let state = EmptyStateLocalizer(localeIdentifier: "de").localize(.noResults(for: query))
/// let fragment = renderer.render(state)   // <section class="es-empty-state …" lang="de" dir="ltr" …>
/// ```
///
/// Every text and attribute value is escaped; links only use `http`, `https`, `mailto` or
/// relative URLs. Symbols are inline SVG, hidden from assistive technology unless labelled.
public struct HTMLRenderer: Sendable {
  /// The heading element the title uses.
  public enum HeadingLevel: Int, Hashable, Sendable, CaseIterable {
    case h1 = 1
    case h2, h3, h4, h5, h6
  }

  /// How the empty state looks; the same styles as the SwiftUI layer's.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// Centred, like the native view.
    case automatic
    /// Centred inside a dashed, rounded border.
    case outlined
    /// Centred on a rounded, filled card.
    case card
    /// A compact, start-aligned row with the symbol beside the text.
    case compact
  }

  /// A colour scheme to force; `nil` follows the reader's `prefers-color-scheme`.
  public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
  }

  /// Where an action leads.
  public enum ActionTarget: Hashable, Sendable {
    /// A link to a URL (`http`, `https`, `mailto` or relative; others are refused).
    case link(String)
    /// A form button submitting to a URL, with the action's id as `empty-state-action`.
    case form(method: FormMethod, action: String)
  }

  /// A form's HTTP method.
  public enum FormMethod: String, Hashable, Sendable {
    case get, post
  }

  /// The heading element the title uses.
  public var headingLevel: HeadingLevel
  /// How the empty state looks.
  public var style: Style
  /// How much room it takes.
  public var size: EmptyStateMetrics.Size
  /// A colour scheme to force, or `nil` to follow the reader's.
  public var colorScheme: ColorScheme?
  /// The prefix of element ids; `nil` derives one from the state's words, so different states
  /// on one page never share an id.
  public var idPrefix: String?
  /// Where actions lead, by id. An action without an entry links to its own URL when it has an
  /// allowed one, and otherwise submits a `GET` form to the current page with
  /// `empty-state-action=ID`.
  public var actionTargets: [EmptyState.Action.ID: ActionTarget]

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - headingLevel: The heading element the title uses.
  ///   - style: How the empty state looks.
  ///   - size: How much room it takes.
  ///   - colorScheme: A colour scheme to force, or `nil` to follow the reader's.
  ///   - idPrefix: The prefix of element ids; `nil` derives one from each state's words (two
  ///     copies of the same state on one page need prefixes of their own).
  ///   - actionTargets: Where actions lead, by id.
  public init(
    headingLevel: HeadingLevel = .h2,
    style: Style = .automatic,
    size: EmptyStateMetrics.Size = .regular,
    colorScheme: ColorScheme? = nil,
    idPrefix: String? = nil,
    actionTargets: [EmptyState.Action.ID: ActionTarget] = [:]
  ) {
    self.headingLevel = headingLevel
    self.style = style
    self.size = size
    self.colorScheme = colorScheme
    self.idPrefix = idPrefix
    self.actionTargets = actionTargets
  }

  /// The stylesheet every rendered empty state needs, once per page.
  public static var stylesheet: String {
    HTMLStylesheet.standard.css
  }

  /// An empty state as an HTML fragment: one `<section>` element.
  ///
  /// - Parameter state: A state localized with `EmptyStateLocalizer`.
  /// - Returns: The fragment; include ``stylesheet`` once on the page.
  public func render(_ state: LocalizedEmptyState) -> String {
    let id = HTMLEscaping.escape(Self.identifier(idPrefix ?? Self.derivedIdentifier(for: state)))
    var classes = [
      "es-empty-state", "es-style-\(style.rawValue)", "es-size-\(size.rawValue)",
      "es-tone-\(state.tone.rawValue)",
    ]
    if let colorScheme { classes.append("es-scheme-\(colorScheme.rawValue)") }
    var html = "<section class=\"\(classes.joined(separator: " "))\""
    html += " lang=\"\(HTMLEscaping.escape(state.localeIdentifier))\""
    html += " dir=\"\(state.direction.rawValue)\" aria-labelledby=\"\(id)-title\">"
    if let media = state.media {
      html += renderMedia(media)
    }
    let heading = "h\(headingLevel.rawValue)"
    // The block keeps the state's direction (its alignment mirrors); the text inside is a
    // `<bdi>`, whose direction follows its own first strong character, so an app's English
    // sentence keeps its full stop at the end on a right-to-left page.
    html += "<\(heading) class=\"es-title\" id=\"\(id)-title\"><bdi>"
    html += HTMLEscaping.escapeIsolatingBidi(state.title) + "</bdi></\(heading)>"
    if let description = state.description {
      html += "<p class=\"es-description\"><bdi>"
      html += HTMLEscaping.escapeIsolatingBidi(description) + "</bdi></p>"
    }
    if !state.actions.isEmpty {
      html += "<div class=\"es-actions\">" + state.actions.map(renderAction).joined() + "</div>"
    }
    return html + "</section>"
  }

  /// A progress indicator: a spinner and its label, announced politely.
  ///
  /// - Parameters:
  ///   - label: The localized label, such as "Loading…".
  ///   - localeIdentifier: The label's locale.
  ///   - direction: The label's writing direction.
  /// - Returns: The fragment.
  public func renderProgress(
    label: String, localeIdentifier: String = "en",
    direction: EmptyState.TextDirection = .leftToRight
  ) -> String {
    var classes = ["es-progress", "es-size-\(size.rawValue)"]
    if let colorScheme { classes.append("es-scheme-\(colorScheme.rawValue)") }
    return "<div class=\"\(classes.joined(separator: " "))\" role=\"status\" aria-live=\"polite\""
      + " lang=\"\(HTMLEscaping.escape(localeIdentifier))\" dir=\"\(direction.rawValue)\">"
      + "<span class=\"es-spinner\" aria-hidden=\"true\"></span>"
      + "<span class=\"es-progress-label\">\(HTMLEscaping.escape(label))</span></div>"
  }

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
      <html lang="\(HTMLEscaping.escape(state.localeIdentifier))" dir="\(state.direction.rawValue)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLEscaping.escape(TextHygiene.withoutIsolates(TextHygiene.displayable(title ?? state.title, newlines: .joined))))</title>
      <style>\(Self.stylesheet)\(HTMLStylesheet.pageCSS)</style>
      </head>
      <body\(scheme)>
      <main>\(render(state))</main>
      </body>
      </html>

      """
  }

  private func renderMedia(_ media: LocalizedEmptyState.Media) -> String {
    let label = media.label
    let variant = "es-media es-media-\(media.variant.rawValue)"
    let symbol: String
    switch media.source {
    case .symbol(let name):
      symbol = SymbolLibrary.svg(
        named: name, label: label, classes: "es-symbol es-animate-\(media.animation.rawValue)")
    case .image:
      // Asset catalogs do not exist on a server: an image falls back to a neutral glyph.
      symbol = SymbolLibrary.svg(named: "", label: label, classes: "es-symbol es-animate-none")
    }
    return "<div class=\"\(variant)\">\(symbol)</div>"
  }

  private func renderAction(_ action: LocalizedEmptyState.Action) -> String {
    let classes = "es-action es-role-\(action.role.rawValue)"
    let title = HTMLEscaping.escapeIsolatingBidi(action.title)
    let target = actionTargets[action.id] ?? action.url.map { .link($0.absoluteString) }
    switch target {
    case .link(let url)?:
      if let url = URLPolicy.allowed(url) {
        return "<a class=\"\(classes)\" href=\"\(HTMLEscaping.escape(url))\">\(title)</a>"
      }
      return formButton(classes: classes, title: title, id: action.id, method: .get, url: nil)
    case .form(let method, let url)?:
      return formButton(
        classes: classes, title: title, id: action.id, method: method, url: URLPolicy.allowed(url))
    case nil:
      return formButton(classes: classes, title: title, id: action.id, method: .get, url: nil)
    }
  }

  private func formButton(
    classes: String, title: String, id: EmptyState.Action.ID, method: FormMethod, url: String?
  ) -> String {
    let action = url.map { " action=\"\(HTMLEscaping.escape($0))\"" } ?? ""
    return "<form class=\"es-action-form\" method=\"\(method.rawValue)\"\(action)>"
      + "<button class=\"\(classes)\" type=\"submit\" name=\"empty-state-action\""
      + " value=\"\(HTMLEscaping.escape(id.rawValue))\">\(title)</button></form>"
  }

  /// An id prefix from the state's words: `es-` and eight hex digits of their FNV-1a hash — the
  /// same for the same state in every run, different for different states.
  static func derivedIdentifier(for state: LocalizedEmptyState) -> String {
    let words =
      [state.localeIdentifier, state.title, state.description ?? ""]
      + state.actions.map { "\($0.id.rawValue):\($0.title)" }
    var hash: UInt32 = 0x811C_9DC5
    for byte in words.joined(separator: "\n").utf8 {
      hash = (hash ^ UInt32(byte)) &* 0x0100_0193
    }
    let hex = String(hash, radix: 16)
    return "es-" + String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// An id prefix limited to letters, digits, `-` and `_`, starting with a letter.
  static func identifier(_ prefix: String) -> String {
    let kept = prefix.unicodeScalars.filter {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
    }
    let text = String(String.UnicodeScalarView(kept))
    return text.first?.isLetter == true ? text : "es" + text
  }
}

extension HTMLRenderer {
  /// What a screen shows, as an HTML fragment: a progress indicator (announced politely), an
  /// inline alert for a failed refresh — a compact empty state with `role="alert"`, for a server
  /// to put above the content it keeps — the empty state that replaces the content, or nothing
  /// while there is content.
  ///
  /// ```swift
  /// let screen = localizer.localize(Presentation.resolve(feed, query: query))
  /// page += renderer.render(screen) + (screen.emptyState == nil ? list : "")
  /// ```
  ///
  /// - Parameter presentation: A presentation localized with `EmptyStateLocalizer`.
  /// - Returns: The fragment; include ``stylesheet`` once on the page.
  public func render(_ presentation: LocalizedPresentation) -> String {
    switch presentation {
    case .progress(let progress):
      return renderProgress(
        label: progress.label, localeIdentifier: progress.localeIdentifier,
        direction: progress.direction)
    case .content:
      return ""
    case .contentWithError(let state, _):
      var alert = self
      alert.style = .compact
      return "<div class=\"es-inline-alert\" role=\"alert\">" + alert.render(state) + "</div>"
    case .unavailable(let state, _):
      return render(state)
    }
  }

  /// What a screen shows, localized first; see `render(_:)` for a `LocalizedPresentation`.
  ///
  /// - Parameters:
  ///   - presentation: What the screen shows.
  ///   - localizer: The locale to localize in; English by default.
  /// - Returns: The fragment.
  public func render(
    _ presentation: Presentation,
    localizer: EmptyStateLocalizer = EmptyStateLocalizer(localeIdentifier: "en")
  ) -> String {
    render(localizer.localize(presentation))
  }

  /// An `EmptyState` as an HTML fragment, localized first.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - localizer: The locale to localize in; English by default.
  /// - Returns: The fragment.
  public func render(
    _ state: EmptyState,
    localizer: EmptyStateLocalizer = EmptyStateLocalizer(localeIdentifier: "en")
  ) -> String {
    render(localizer.localize(state))
  }
}
