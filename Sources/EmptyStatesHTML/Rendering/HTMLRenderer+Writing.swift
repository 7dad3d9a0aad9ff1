import EmptyStates

extension HTMLRenderer {
  /// Appends the fragment of `state` to `html`: everything is written into the one string, text
  /// escaped as it is copied.
  func write(_ state: LocalizedEmptyState, into html: inout String) {
    // Either prefix holds only ASCII letters, digits, `-` and `_`: nothing to escape.
    let id = idPrefix.map(HTMLIdentifier.sanitized) ?? HTMLIdentifier.derived(for: state)
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
}
