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
  public var headingLevel: EmptyState.HeadingLevel
  /// How the empty state looks.
  public var style: Style
  /// How much room it takes.
  public var size: EmptyStateMetrics.Size
  /// Whether the room decides the size instead: inside an element of class `es-place` (and a
  /// document's `<main>`), a CSS container query picks compact, regular or spacious at the
  /// widths `EmptyStateMetrics.SizeThresholds` gives the web; ``size`` stays the size where
  /// there is no such container.
  public var sizesToFit: Bool
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
  ///   - sizesToFit: Whether the room decides the size, through a container query.
  public init(
    headingLevel: EmptyState.HeadingLevel = EmptyStateDefaults.standard.headingLevel,
    style: Style = .automatic,
    size: EmptyStateMetrics.Size = EmptyStateDefaults.standard.size,
    colorScheme: ColorScheme? = nil,
    idPrefix: String? = nil,
    actionTargets: [EmptyState.Action.ID: ActionTarget] = [:],
    sizesToFit: Bool = false
  ) {
    self.headingLevel = headingLevel
    self.style = style
    self.size = size
    self.sizesToFit = sizesToFit
    self.colorScheme = colorScheme
    self.idPrefix = idPrefix
    self.actionTargets = actionTargets
  }

  /// Creates a renderer with the heading level and size a site set once in its defaults.
  ///
  /// ```swift
  /// let defaults = EmptyStateDefaults(headingLevel: .h3, size: .compact, bundle: .module)
  /// let renderer = HTMLRenderer(defaults: defaults, style: .card)
  /// renderer.render(state, localizer: defaults.localizer(for: request.locale))
  /// ```
  ///
  /// - Parameters:
  ///   - defaults: The site's defaults: their ``EmptyStateDefaults/headingLevel`` and
  ///     ``EmptyStateDefaults/size`` are the renderer's.
  ///   - style: How the empty state looks.
  ///   - colorScheme: A colour scheme to force, or `nil` to follow the reader's.
  ///   - idPrefix: The prefix of element ids; `nil` derives one from each state's words.
  ///   - actionTargets: Where actions lead, by id.
  ///   - sizesToFit: Whether the room decides the size, through a container query.
  public init(
    defaults: EmptyStateDefaults,
    style: Style = .automatic,
    colorScheme: ColorScheme? = nil,
    idPrefix: String? = nil,
    actionTargets: [EmptyState.Action.ID: ActionTarget] = [:],
    sizesToFit: Bool = false
  ) {
    self.init(
      headingLevel: defaults.headingLevel, style: style, size: defaults.size,
      colorScheme: colorScheme, idPrefix: idPrefix, actionTargets: actionTargets,
      sizesToFit: sizesToFit)
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
    var html = ""
    html.reserveCapacity(Self.typicalFragmentSize)
    write(state, into: &html)
    return html
  }

  /// About the size of a preset's fragment, symbol included: room reserved once, so building
  /// one does not grow the string again and again.
  private static let typicalFragmentSize = 2048

  /// Appends the fragment of `state` to `html`: everything is written into the one string, text
  /// escaped as it is copied.
  private func write(_ state: LocalizedEmptyState, into html: inout String) {
    // Either prefix holds only ASCII letters, digits, `-` and `_`: nothing to escape.
    let id = idPrefix.map(Self.identifier) ?? Self.derivedIdentifier(for: state)
    html += "<section class=\"es-empty-state es-style-"
    html += style.rawValue
    html += " es-size-"
    html += size.rawValue
    if sizesToFit { html += " \(HTMLStylesheet.fittingClass)" }
    writeToneAndLanguage(state, into: &html)
    html += " aria-labelledby=\""
    html += id
    html += "-title\">"
    if let media = state.media {
      writeMedia(media, into: &html)
    }
    let heading = Self.headingTags[headingLevel.rawValue - 1]
    // The block keeps the state's direction (its alignment mirrors); the text inside is a
    // `<bdi>`, whose direction follows its own first strong character, so an app's English
    // sentence keeps its full stop at the end on a right-to-left page.
    html += "<"
    html += heading
    html += " class=\"es-title\" id=\""
    html += id
    html += "-title\"><bdi>"
    HTMLEscaping.appendIsolatingBidi(state.title, to: &html)
    html += "</bdi></"
    html += heading
    html += ">"
    if let description = state.description {
      html += "<p class=\"es-description\"><bdi>"
      HTMLEscaping.appendIsolatingBidi(description, to: &html)
      html += "</bdi></p>"
    }
    writeActions(state.actions, into: &html)
    html += "</section>"
  }

  /// The end of an element's classes — its tone and the forced scheme — then its `lang` and
  /// `dir`: what an empty state's element says of its state, whatever its form.
  func writeToneAndLanguage(_ state: LocalizedEmptyState, into html: inout String) {
    html += " es-tone-"
    html += state.tone.rawValue
    if let colorScheme {
      html += " es-scheme-"
      html += colorScheme.rawValue
    }
    html += "\" lang=\""
    html += Self.language(state)
    html += "\" dir=\""
    html += state.direction.rawValue
    html += "\""
  }

  /// The `lang` value of a state, escaped: its locale identifier, or — when that has no
  /// locale's shape, which a `lang` attribute cannot carry — the localization its words are in.
  static func language(_ state: LocalizedEmptyState) -> String {
    language(state.localeIdentifier, fallback: state.localization)
  }

  /// The `lang` value for `identifier`, escaped: the identifier when it has a locale's shape
  /// (`EmptyStateLocalizer.isWellFormed(_:)`), else `fallback`.
  static func language(_ identifier: String, fallback: String) -> String {
    HTMLEscaping.escape(EmptyStateLocalizer.isWellFormed(identifier) ? identifier : fallback)
  }

  /// The heading elements' names, by level.
  private static let headingTags = ["h1", "h2", "h3", "h4", "h5", "h6"]

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
      // An identifier without a locale's shape is "und": BCP 47's undetermined language.
      + " lang=\"\(Self.language(localeIdentifier, fallback: "und"))\" dir=\"\(direction.rawValue)\">"
      + "<span class=\"es-spinner\" aria-hidden=\"true\"></span>"
      + "<span class=\"es-progress-label\"><bdi>\(HTMLEscaping.escapeIsolatingBidi(label))</bdi>"
      + "</span></div>"
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

  func writeMedia(_ media: LocalizedEmptyState.Media, into html: inout String) {
    html += "<div class=\"es-media es-media-"
    html += media.variant.rawValue
    html += "\">"
    switch media.source {
    case .symbol(let name):
      SymbolLibrary.writeSVG(
        named: name, label: media.label, classes: Self.symbolClasses[media.animation, default: ""],
        into: &html)
    case .image:
      // Asset catalogs do not exist on a server: an image falls back to a neutral glyph.
      SymbolLibrary.writeSVG(
        named: "", label: media.label, classes: Self.symbolClasses[.none, default: ""],
        into: &html)
    }
    html += "</div>"
  }

  /// A symbol's classes for each animation, built once.
  private static let symbolClasses = Dictionary(
    uniqueKeysWithValues: EmptyState.Media.SymbolAnimation.allCases.map {
      ($0, "es-symbol es-animate-\($0.rawValue)")
    })

  /// The actions in their row, or nothing when there are none.
  func writeActions(_ actions: [LocalizedEmptyState.Action], into html: inout String) {
    guard !actions.isEmpty else { return }
    html += "<div class=\"es-actions\">"
    for action in actions {
      writeAction(action, into: &html)
    }
    html += "</div>"
  }

  private func writeAction(_ action: LocalizedEmptyState.Action, into html: inout String) {
    let target = actionTargets[action.id] ?? action.url.map { .link($0.absoluteString) }
    switch target {
    case .link(let url)?:
      if let url = URLPolicy.allowed(url) {
        html += "<a class=\"es-action es-role-"
        html += action.role.rawValue
        html += "\" href=\""
        HTMLEscaping.append(url, to: &html)
        html += "\">"
        HTMLEscaping.appendIsolatingBidi(action.title, to: &html)
        html += "</a>"
      } else {
        writeFormButton(action, method: .get, url: nil, into: &html)
      }
    case .form(let method, let url)?:
      writeFormButton(action, method: method, url: URLPolicy.allowed(url), into: &html)
    case nil:
      writeFormButton(action, method: .get, url: nil, into: &html)
    }
  }

  private func writeFormButton(
    _ action: LocalizedEmptyState.Action, method: FormMethod, url: String?,
    into html: inout String
  ) {
    html += "<form class=\"es-action-form\" method=\""
    html += method.rawValue
    html += "\""
    if let url {
      html += " action=\""
      HTMLEscaping.append(url, to: &html)
      html += "\""
    }
    html += "><button class=\"es-action es-role-"
    html += action.role.rawValue
    html += "\" type=\"submit\" name=\"empty-state-action\" value=\""
    HTMLEscaping.append(action.id.rawValue, to: &html)
    html += "\">"
    HTMLEscaping.appendIsolatingBidi(action.title, to: &html)
    html += "</button></form>"
  }

  /// An id prefix from the state's words: `es-` and eight hex digits of their FNV-1a hash — the
  /// same for the same state in every run, different for different states.
  static func derivedIdentifier(for state: LocalizedEmptyState) -> String {
    // The words are the locale, title, description and each action's `id:title`, one a line.
    var hash: UInt32 = 0x811C_9DC5
    func add(_ text: String) {
      for byte in text.utf8 {
        hash = (hash ^ UInt32(byte)) &* 0x0100_0193
      }
    }
    let newline = UInt32(UInt8(ascii: "\n"))
    add(state.localeIdentifier)
    hash = (hash ^ newline) &* 0x0100_0193
    add(state.title)
    hash = (hash ^ newline) &* 0x0100_0193
    add(state.description ?? "")
    for action in state.actions {
      hash = (hash ^ newline) &* 0x0100_0193
      add(action.id.rawValue)
      hash = (hash ^ UInt32(UInt8(ascii: ":"))) &* 0x0100_0193
      add(action.title)
    }
    let digits = Array("0123456789abcdef".utf8)
    var identifier = "es-"
    for shift in stride(from: 28, through: 0, by: -4) {
      identifier.unicodeScalars.append(Unicode.Scalar(digits[Int(hash >> UInt32(shift)) & 0xF]))
    }
    return identifier
  }

  /// An id prefix limited to letters, digits, `-` and `_`, starting with a letter.
  static func identifier(_ prefix: String) -> String {
    let kept = prefix.unicodeScalars.filter {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_"
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

  /// The localizer of the `render` forms that localize, when given none: built once, as building
  /// one reads its locale's data.
  @usableFromInline static let english = EmptyStateLocalizer(localeIdentifier: "en")

  /// What a screen shows, localized first; see `render(_:)` for a `LocalizedPresentation`.
  ///
  /// - Parameters:
  ///   - presentation: What the screen shows.
  ///   - localizer: The locale to localize in; English by default.
  /// - Returns: The fragment.
  public func render(
    _ presentation: Presentation,
    localizer: EmptyStateLocalizer = HTMLRenderer.english
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
    localizer: EmptyStateLocalizer = HTMLRenderer.english
  ) -> String {
    render(localizer.localize(state))
  }
}
