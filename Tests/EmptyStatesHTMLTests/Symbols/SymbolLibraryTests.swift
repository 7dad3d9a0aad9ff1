import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesHTML

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SF Symbol names that must have glyphs of their own: the core's one list, which holds
/// every preset's and the common symbols the seeds, the docs and apps pass.
private let requiredNames = EmptyState.Media.symbolNames

/// Names with no glyph of their own, including hostile ones.
private let unknownNames = ["", "no.such.symbol", "TRAY", "tray ", "\"><script>alert(1)</script>"]

@Suite struct SymbolLibraryTests {
  @Test(arguments: requiredNames)
  func requiredNameHasAGlyphOfItsOwn(name: String) {
    #expect(SymbolLibrary.contains(name))
    #expect(SymbolLibrary.names.contains(name))
    #expect(SymbolLibrary.glyphs[name] != SymbolLibrary.neutralGlyph)
    #expect(SymbolLibrary.svg(named: name, label: nil, classes: "").contains(glyph(name)))
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let html = HTMLRenderer().render(EmptyState("Title", media: .symbol(name)), localizer: english)
    #expect(html.contains(glyph(name)))
  }

  /// The library draws the core's list and nothing beside it: a glyph for a name the list lacks
  /// is a symbol the other renderers do not know.
  @Test func theGlyphsAreExactlyTheCoreList() {
    #expect(SymbolLibrary.glyphs.keys.sorted() == EmptyState.Media.symbolNames)
  }

  @Test func libraryHasAtLeastFortyDistinctGlyphs() {
    let names = SymbolLibrary.names
    #expect(names.count >= 40)
    #expect(names == names.sorted())
    #expect(Set(names.map(glyph)).count == names.count, "two names share one drawing")
    #expect(!names.map(glyph).contains(SymbolLibrary.neutralGlyph))
  }

  @Test(arguments: unknownNames)
  func unknownNameGetsTheNeutralGlyph(name: String) throws {
    #expect(!SymbolLibrary.contains(name))
    let svg = SymbolLibrary.svg(named: name, label: nil, classes: "es-symbol")
    #expect(svg.contains(SymbolLibrary.neutralGlyph))
    #expect(svg == SymbolLibrary.svg(named: "no.such.symbol", label: nil, classes: "es-symbol"))
    #expect(!svg.contains("<script"))
    _ = try parse(svg)
  }

  @Test(arguments: SymbolLibrary.names + ["no.such.symbol"])
  func glyphIsWellFormedXMLOnTheSharedGrid(name: String) throws {
    let svg = SymbolLibrary.svg(named: name, label: "Picture", classes: "es-symbol")
    let document = try parse(svg)
    #expect(document.elements.first == "svg")
    #expect(document.elements.filter { $0 == "svg" }.count == 1)
    #expect(document.rootAttributes["viewBox"] == "0 0 24 24")
    #expect(document.rootAttributes["stroke"] == "currentColor")
    #expect(document.rootAttributes["stroke-width"] == "1.6")
    #expect(document.rootAttributes["fill"] == "none")
    let drawing = Set(["path", "circle", "ellipse", "rect", "g"])
    #expect(document.elements.count > 1, "the glyph draws nothing")
    #expect(document.elements.dropFirst().allSatisfy(drawing.contains), "\(document.elements)")
  }

  @Test(arguments: SymbolLibrary.names + ["no.such.symbol"])
  func glyphShapesStayInsideTheGrid(name: String) throws {
    let document = try parse(SymbolLibrary.svg(named: name, label: nil, classes: ""))
    for (element, attributes) in zip(document.elements, document.attributes).dropFirst() {
      let number = { (key: String) in attributes[key].flatMap(Double.init) ?? 0 }
      let (minX, minY, maxX, maxY): (Double, Double, Double, Double)
      switch element {
      case "circle":
        (minX, minY) = (number("cx") - number("r"), number("cy") - number("r"))
        (maxX, maxY) = (number("cx") + number("r"), number("cy") + number("r"))
      case "ellipse":
        (minX, minY) = (number("cx") - number("rx"), number("cy") - number("ry"))
        (maxX, maxY) = (number("cx") + number("rx"), number("cy") + number("ry"))
      case "rect":
        (minX, minY) = (number("x"), number("y"))
        (maxX, maxY) = (number("x") + number("width"), number("y") + number("height"))
      default:
        continue
      }
      // Half the 1.6 stroke lies outside the outline: 2 keeps a margin of 1.2 at the edges.
      #expect(minX >= 2 && minY >= 2 && maxX <= 22 && maxY <= 22, "\(name): \(element)")
    }
  }

  @Test(arguments: SymbolLibrary.names)
  func glyphIsInertAndKeepsTheSharedStroke(name: String) {
    let markup = glyph(name).lowercased()
    for banned in ["<script", "href", "style", " id=", "url(", "<foreignobject", "<image"] {
      #expect(!markup.contains(banned), "\(name) contains \(banned)")
    }
    #expect(markup.firstMatch(of: /\son[a-z]+\s*=/) == nil, "\(name) has an event handler")
    #expect(!markup.contains("stroke-width"), "\(name) changes the shared stroke width")
  }

  @Test(arguments: ["<svg><path></svg>", "<svg><path/>", #"<svg a="<"/>"#, "<svg>&nbsp;</svg>"])
  func xmlCheckRejectsMalformedMarkup(markup: String) {
    #expect(throws: (any Error).self) { try parse(markup) }
  }

  @Test func unlabelledImageIsHiddenFromAssistiveTechnology() throws {
    for label in [nil, "", "  "] as [String?] {
      let svg = SymbolLibrary.svg(named: "tray", label: label, classes: "es-symbol")
      let attributes = try parse(svg).rootAttributes
      #expect(attributes["aria-hidden"] == "true")
      #expect(attributes["focusable"] == "false")
      #expect(attributes["role"] == nil)
      #expect(attributes["aria-label"] == nil)
    }
  }

  @Test func labelledImageIsAnImageWithItsLabel() throws {
    let svg = SymbolLibrary.svg(named: "tray", label: "Empty inbox", classes: "es-symbol")
    #expect(svg.contains(#"role="img" aria-label="Empty inbox""#))
    let attributes = try parse(svg).rootAttributes
    #expect(attributes["role"] == "img")
    #expect(attributes["aria-label"] == "Empty inbox")
    #expect(attributes["aria-hidden"] == nil)
  }

  @Test(arguments: [
    (#""><script>alert(1)</script>"#, "&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"),
    ("Tom & Jerry's", "Tom &amp; Jerry&#39;s"),
    ("' onload='alert(1)", "&#39; onload=&#39;alert(1)"),
  ])
  func labelIsEscaped(label: String, escaped: String) throws {
    let svg = SymbolLibrary.svg(named: "tray", label: label, classes: "es-symbol")
    #expect(svg.contains(#"aria-label="\#(escaped)""#))
    #expect(!svg.contains("<script"))
    let document = try parse(svg)
    #expect(document.rootAttributes["aria-label"] == label)
    #expect(document.rootAttributes["onload"] == nil)
    #expect(!document.elements.contains("script"))
  }

  @Test func classesAreEscaped() throws {
    let classes = #"es-symbol" onclick="alert(1)' <b>&"#
    let svg = SymbolLibrary.svg(named: "folder", label: nil, classes: classes)
    #expect(svg.contains(#"class="es-symbol&quot; onclick=&quot;alert(1)&#39; &lt;b&gt;&amp;""#))
    let document = try parse(svg)
    #expect(document.rootAttributes["class"] == classes)
    #expect(document.rootAttributes["onclick"] == nil)
  }

  @Test func classesGoOnTheSVGElement() throws {
    let svg = SymbolLibrary.svg(named: "clock", label: nil, classes: "es-symbol es-animate-pulse")
    #expect(svg.hasPrefix(#"<svg class="es-symbol es-animate-pulse" viewBox="0 0 24 24""#))
    #expect(svg.hasSuffix("</svg>"))
    #expect(try parse(svg).rootAttributes["class"] == "es-symbol es-animate-pulse")
  }
}

/// A glyph's markup; the neutral glyph for a name without one.
///
/// - Parameter name: An SF Symbol name.
/// - Returns: The markup inside the glyph's `<svg>`.
private func glyph(_ name: String) -> String {
  SymbolLibrary.glyphs[name] ?? SymbolLibrary.neutralGlyph
}

/// What parsing an SVG string as XML found.
private struct ParsedSVG {
  /// Every element's name, in document order.
  var elements: [String] = []
  /// Every element's attributes, unescaped, in document order.
  var attributes: [[String: String]] = []

  /// The root element's attributes.
  var rootAttributes: [String: String] { attributes.first ?? [:] }

  /// A label is an attribute: one line of plain text, without controls, bidirectional
  /// overrides or isolates, which no `<bdi>` can hold there.
  @Test func labelIsOneLineOfPlainText() {
    let svg = SymbolLibrary.svg(
      named: "tray", label: "Empty\u{202E} tray\u{2068}\n\u{1B}[31m", classes: "")
    #expect(svg.contains(#"role="img" aria-label="Empty tray [31m">"#))
  }

  @Test func labelOfOnlyControlsLeavesTheImageDecorative() {
    let svg = SymbolLibrary.svg(named: "tray", label: "\u{202E}\u{7}\u{2068}", classes: "")
    #expect(svg.contains(#"aria-hidden="true""#))
    #expect(!svg.contains("aria-label"))
  }
}

/// Parses `svg` as a standalone XML document.
///
/// - Parameter svg: An `<svg>` element.
/// - Returns: Its elements and its root's attributes.
/// - Throws: The parser's error when `svg` is not well-formed XML.
private func parse(_ svg: String) throws -> ParsedSVG {
  let parser = XMLParser(data: Data(svg.utf8))
  let collector = ElementCollector()
  parser.delegate = collector
  // On Linux `parse()` can return `true` after an error (a mismatched end tag, say), so the
  // reported error decides.
  let finished = parser.parse()
  if let error = parser.parserError ?? collector.error {
    throw error
  }
  guard finished, collector.openElements == 0 else {
    throw CocoaError(.propertyListReadCorrupt)
  }
  return collector.parsed
}

/// Collects element names and the root's attributes as `XMLParser` reports them.
private final class ElementCollector: NSObject, XMLParserDelegate {
  /// What the parser reported so far.
  var parsed = ParsedSVG()
  /// How many elements have started and not ended.
  var openElements = 0
  /// The first error the parser reported.
  var error: (any Error)?

  /// Records an element and its attributes.
  ///
  /// - Parameters:
  ///   - parser: The parser.
  ///   - elementName: The element's name.
  ///   - namespaceURI: Unused: namespaces are not processed.
  ///   - qName: Unused.
  ///   - attributeDict: The element's attributes, unescaped.
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    parsed.elements.append(elementName)
    parsed.attributes.append(attributeDict)
    openElements += 1
  }

  /// Records the end of an element.
  ///
  /// - Parameters:
  ///   - parser: The parser.
  ///   - elementName: The element's name.
  ///   - namespaceURI: Unused: namespaces are not processed.
  ///   - qName: Unused.
  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    openElements -= 1
  }

  /// Records the first error.
  ///
  /// - Parameters:
  ///   - parser: The parser.
  ///   - parseError: What went wrong.
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    error = error ?? parseError
  }
}
