import EmptyStates

/// Inline SVG for SF Symbol names, from glyphs of our own.
///
/// SF Symbols cannot ship in a web page, so the HTML renderer draws each symbol name with a
/// glyph drawn for this package (see ``glyphs``). A glyph is strokes in `currentColor`, so it
/// takes the colour of the text around it, and it is `1em` square, so CSS sizes it with
/// `font-size`. A name without a glyph of its own gets ``neutralGlyph``: rendering never fails.
///
/// ```swift
/// SymbolLibrary.svg(named: "tray", label: nil, classes: "es-symbol")
/// // <svg class="es-symbol" viewBox="0 0 24 24" … aria-hidden="true" focusable="false">…</svg>
/// ```
package enum SymbolLibrary {
  /// Every SF Symbol name with a glyph of our own, sorted: the core's one list of symbols
  /// (`EmptyState.Media.symbolNames`), which ``glyphs`` draws each of.
  static var names: [String] { EmptyState.Media.symbolNames }

  /// The attributes every glyph's `<svg>` shares: the 24 × 24 grid, a size of `1em`, and
  /// round 1.6-wide strokes in `currentColor`.
  package static let drawingAttributes =
    #"viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" "#
    + #"stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round""#

  /// Whether `name` has a glyph of its own.
  ///
  /// - Parameter name: An SF Symbol name, such as `"tray"`.
  /// - Returns: `true` when ``svg(named:label:classes:)`` draws a glyph for `name` rather than
  ///   the neutral one.
  static func contains(_ name: String) -> Bool {
    glyphs[name] != nil
  }

  /// The SVG element for a symbol: our glyph, or the neutral glyph for an unknown name.
  ///
  /// A labelled image gets `role="img"` and `aria-label`; without a label (or with a blank one)
  /// the image is decoration, hidden from assistive technology with `aria-hidden="true"` and
  /// kept out of the tab order with `focusable="false"`.
  ///
  /// - Parameters:
  ///   - name: An SF Symbol name, such as `"tray"`.
  ///   - label: What the image shows, for assistive technology; `nil` when the image is
  ///     decoration. Plain text: this method escapes it.
  ///   - classes: The `class` attribute's value, such as `"es-symbol es-animate-none"`. Plain
  ///     text: this method escapes it; an empty string leaves the attribute out.
  /// - Returns: One `<svg>` element, valid as HTML and as XML.
  static func svg(named name: String, label: String?, classes: String) -> String {
    var svg = ""
    writeSVG(named: name, label: label, classes: classes, into: &svg)
    return svg
  }

  /// Appends the SVG element that ``svg(named:label:classes:)`` returns to `html`.
  ///
  /// - Parameters:
  ///   - name: An SF Symbol name, such as `"tray"`.
  ///   - label: What the image shows, for assistive technology; `nil` when the image is
  ///     decoration.
  ///   - classes: The `class` attribute's value; an empty string leaves the attribute out.
  ///   - html: The markup being built.
  static func writeSVG(named name: String, label: String?, classes: String, into html: inout String)
  {
    html += "<svg "
    if !classes.isEmpty {
      html += #"class=""#
      HTMLEscaping.append(classes, to: &html)
      html += #"" "#
    }
    html += drawingAttributes
    // Plain text on one line: an attribute holds no control character, and no `<bdi>`.
    if let label = label.map(HTMLEscaping.escapePlainLine), !label.allSatisfy(\.isWhitespace) {
      html += #" role="img" aria-label=""#
      html += label
      html += #"">"#
    } else {
      html += #" aria-hidden="true" focusable="false">"#
    }
    html += glyphs[name] ?? neutralGlyph
    html += "</svg>"
  }
}
