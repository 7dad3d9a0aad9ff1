import EmptyStates
import EmptyStatesHTML

extension FuzzTarget {
  /// Any state, preset, query, locale and renderer setting, drawn by any of the HTML renderer's
  /// forms: the markup is what ``HTMLMarkup`` accepts (the renderer's own elements and
  /// attributes only, well nested and quoted, escaped, no control or bidirectional control
  /// character, no script link), and the title and description elements show exactly the
  /// localized text's visible characters.
  static func checkHTML(_ data: [UInt8]) -> [String] {
    var input = FuzzInput(data)
    let fuzzCase = HTMLFuzzCase(&input)
    let renderer = fuzzCase.renderer
    let state = fuzzCase.localizer.localize(fuzzCase.state)
    let html: String
    switch fuzzCase.form {
    case .fragment: html = renderer.render(state)
    case .tableRow: html = renderer.renderTableRow(state, columns: fuzzCase.columns)
    case .listItem: html = renderer.renderListItem(state)
    case .document: html = renderer.document(state, title: fuzzCase.text)
    case .progress:
      html = renderer.renderProgress(
        label: fuzzCase.text ?? "", localeIdentifier: state.localeIdentifier,
        direction: state.direction)
    case .presentation:
      html = renderer.render(fuzzCase.presentation, localizer: fuzzCase.localizer)
    }
    let markup = HTMLMarkup(reading: html)
    var found = markup.problems
    // The text is read only from markup that holds together.
    if found.isEmpty, fuzzCase.form != .progress, fuzzCase.form != .presentation {
      found += shown(markup, suffix: "-title", expected: state.title)
      if fuzzCase.form == .tableRow || fuzzCase.form == .listItem {
        found += shown(markup, suffix: "-description", expected: state.description)
      }
    }
    return found
  }

  /// Whether the element whose id ends in `suffix` shows the visible characters of `expected`
  /// (and is absent when `expected` is `nil`).
  private static func shown(_ markup: HTMLMarkup, suffix: String, expected: String?) -> [String] {
    let texts = markup.textByID.filter { $0.key.hasSuffix(suffix) }.map(\.value)
    guard let expected else {
      return texts.isEmpty ? [] : ["a \(suffix) element for a state without one"]
    }
    guard texts.count == 1, let text = texts.first else {
      return ["\(texts.count) elements with an id ending in \(suffix)"]
    }
    return visible(text) == visible(expected)
      ? []
      : ["the \(suffix) element shows \(text.debugDescription), not \(expected.debugDescription)"]
  }

  /// The characters a reader sees: no white space, control, format or separator.
  private static func visible(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { scalar in
          switch scalar.properties.generalCategory {
          case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: false
          default: !scalar.properties.isWhitespace
          }
        }))
  }
}
