import EmptyStates

extension HTMLRenderer {
  /// An empty state as the one row of an empty table body: a `<tr>` whose single cell spans
  /// the table's columns.
  ///
  /// ```swift
  /// let state = localizer.localize(EmptyState("No Favourites Yet", systemImage: "star"))
  /// page += "<table><thead>…</thead><tbody>"
  ///   + (favourites.isEmpty ? renderer.renderTableRow(state, columns: 3) : rows)
  ///   + "</tbody></table>"
  /// ```
  ///
  /// The row is the table's content, not a part of the page's outline: the title is no heading
  /// (a heading in a cell would read as a section of the page each time a table is empty), and
  /// the row is named by its title and description. It takes the compact size's measurements,
  /// in the secondary colour, start-aligned, and leaves the cell's padding and borders to the
  /// table. Text is escaped and URLs checked as in ``render(_:)-(LocalizedEmptyState)``.
  ///
  /// - Parameters:
  ///   - state: A state localized with `EmptyStateLocalizer`.
  ///   - columns: How many columns the table has; the cell spans them all (at least 1).
  /// - Returns: The `<tr>` element; include ``stylesheet`` once on the page.
  public func renderTableRow(_ state: LocalizedEmptyState, columns: Int) -> String {
    var html = ""
    html.reserveCapacity(Self.typicalRowSize)
    html += "<tr"
    let id = writeRowAttributes(state, into: &html)
    html += "><td colspan=\""
    html += String(max(1, columns))
    html += "\">"
    writeRowContent(state, id: id, into: &html)
    html += "</td></tr>"
    return html
  }

  /// An empty state as the one item of an empty list: an `<li>`, read and measured as
  /// ``renderTableRow(_:columns:)-(LocalizedEmptyState,_)`` draws its row.
  ///
  /// - Parameter state: A state localized with `EmptyStateLocalizer`.
  /// - Returns: The `<li>` element; include ``stylesheet`` once on the page.
  public func renderListItem(_ state: LocalizedEmptyState) -> String {
    var html = ""
    html.reserveCapacity(Self.typicalRowSize)
    html += "<li"
    let id = writeRowAttributes(state, into: &html)
    html += ">"
    writeRowContent(state, id: id, into: &html)
    html += "</li>"
    return html
  }

  /// An `EmptyState` as the one row of an empty table body, localized first.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - columns: How many columns the table has.
  ///   - localizer: The locale to localize in; English by default.
  /// - Returns: The `<tr>` element.
  public func renderTableRow(
    _ state: EmptyState, columns: Int, localizer: EmptyStateLocalizer = HTMLRenderer.english
  ) -> String {
    renderTableRow(localizer.localize(state), columns: columns)
  }

  /// An `EmptyState` as the one item of an empty list, localized first.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - localizer: The locale to localize in; English by default.
  /// - Returns: The `<li>` element.
  public func renderListItem(
    _ state: EmptyState, localizer: EmptyStateLocalizer = HTMLRenderer.english
  ) -> String {
    renderListItem(localizer.localize(state))
  }

  /// About the size of a row, symbol included.
  private static let typicalRowSize = 1536

  /// The row's attributes — classes, language, direction, and its name (title and
  /// description) — after its tag name; returns the id prefix of its parts.
  private func writeRowAttributes(_ state: LocalizedEmptyState, into html: inout String)
    -> String
  {
    // Either prefix holds only ASCII letters, digits, `-` and `_`: nothing to escape.
    let id = idPrefix.map(HTMLIdentifier.sanitized) ?? HTMLIdentifier.derived(for: state)
    html += " class=\"es-empty-row es-size-compact"
    writeToneAndLanguage(state, into: &html)
    html += " aria-labelledby=\""
    html += id
    html += "-title"
    if state.description != nil {
      html += " "
      html += id
      html += "-description"
    }
    html += "\""
    return id
  }

  /// The symbol, title, description and actions, in reading order.
  private func writeRowContent(_ state: LocalizedEmptyState, id: String, into html: inout String) {
    if let media = state.media {
      html += "<div class=\"es-row es-row-media\">"
      writeMedia(media, into: &html)
    } else {
      html += "<div class=\"es-row\">"
    }
    html += "<p class=\"es-title\" id=\""
    html += id
    html += "-title\"><bdi>"
    HTMLEscaping.appendIsolatingBidi(state.title, to: &html)
    html += "</bdi></p>"
    if let description = state.description {
      html += "<p class=\"es-description\" id=\""
      html += id
      html += "-description\"><bdi>"
      HTMLEscaping.appendIsolatingBidi(description, to: &html)
      html += "</bdi></p>"
    }
    writeActions(state.actions, into: &html)
    html += "</div>"
  }
}
