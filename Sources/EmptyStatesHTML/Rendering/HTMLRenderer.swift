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
}
