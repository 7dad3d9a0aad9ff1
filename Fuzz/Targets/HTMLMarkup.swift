/// A strict reader of the markup `HTMLRenderer` writes, for the `html` fuzz target: stricter
/// than a browser, so that anything the input could add to the markup shows as a problem.
///
/// It accepts only the elements and attributes the renderer is known to write, attributes in
/// double quotes, elements that nest and close (`meta` is void; SVG shapes may close
/// themselves), the five character references the renderer's escaping writes (and numeric
/// ones), no comment, CDATA section or declaration but a leading `<!doctype html>`, no raw `<` or
/// `>` in text or attribute values, no `on…` attribute and no `javascript:`-like link, no control
/// character (a line break aside, in text), and no bidirectional embedding, override or isolate
/// character: isolation is `<bdi>`.
struct HTMLMarkup {
  /// The elements the renderer writes: the document's, the fragments', the table row's and the
  /// list item's, and the SVG shapes its glyphs draw with.
  static let elements: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "main", "section", "div", "span", "p",
    "bdi", "a", "form", "button", "tr", "td", "li", "h1", "h2", "h3", "h4", "h5", "h6",
    "svg", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "g",
  ]

  /// The elements of SVG, which may close themselves (`<path … />`).
  static let svgElements: Set<String> = [
    "svg", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "g",
  ]

  /// The attributes the renderer writes.
  static let attributes: Set<String> = [
    "class", "id", "lang", "dir", "role", "aria-labelledby", "aria-label", "aria-hidden",
    "aria-live", "href", "method", "action", "type", "name", "value", "colspan", "charset",
    "content", "viewBox", "width", "height", "fill", "stroke", "stroke-width",
    "stroke-linecap", "stroke-linejoin", "focusable", "d", "x", "y", "rx", "ry", "cx", "cy", "r",
    "transform",
  ]

  /// What breaks the rules above, one line each (the first few).
  private(set) var problems: [String] = []
  /// The text inside each element that has an id, character references decoded, by id.
  private(set) var textByID: [String: String] = [:]

  /// The markup being read.
  private var scalars: [Unicode.Scalar]
  /// Where reading is.
  private var index = 0
  /// The elements open, innermost last, with their ids.
  private var open: [(name: String, id: String?)] = []
  /// Every id, in order.
  private var ids: [String] = []
  /// Every id `aria-labelledby` names.
  private var references: [String] = []

  /// Reads `html`, a document (from `<!doctype html>`) or a fragment.
  init(reading html: String) {
    scalars = Array(html.unicodeScalars)
    let doctype = Array("<!doctype html>".unicodeScalars)
    if scalars.starts(with: doctype) { index = doctype.count }
    while index < scalars.count, problems.count < 8 {
      if scalars[index] == "<" { readTag() } else { readText() }
    }
    guard index >= scalars.count else { return }
    if let unclosed = open.last { problem("<\(unclosed.name)> is never closed") }
    for reference in references where !ids.contains(reference) {
      problem("aria-labelledby names \(reference.debugDescription), which no element has")
    }
    for id in Set(ids) where ids.filter({ $0 == id }).count > 1 {
      problem("the id \(id.debugDescription) is on more than one element")
    }
  }

  /// Records a problem, with the markup around where it is.
  private mutating func problem(_ text: String) {
    let around = scalars[max(0, index - 80)..<min(scalars.count, index + 40)]
    let context = String(String.UnicodeScalarView(around))
    problems.append("\(text) (at scalar \(index), in …\(context.debugDescription)…)")
  }

  /// Text up to the next `<`: references decoded, and added to every open element with an id.
  private mutating func readText() {
    var text = ""
    while index < scalars.count, scalars[index] != "<" {
      let scalar = readCharacter(inAttribute: false)
      if let scalar { text.unicodeScalars.append(scalar) }
    }
    for case (_, let id?) in open { textByID[id, default: ""] += text }
  }

  /// One character of text or of an attribute value, a reference decoded; `nil` when there is
  /// none to decode.
  private mutating func readCharacter(inAttribute: Bool) -> Unicode.Scalar? {
    let scalar = scalars[index]
    index += 1
    switch scalar {
    case ">":
      problem("a raw > \(inAttribute ? "in an attribute value" : "in text")")
    case "&":
      return readReference()
    case "\n" where !inAttribute:
      break
    default:
      if scalar.properties.generalCategory == .control {
        problem("the control character U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
      if Self.isBidiControl(scalar) {
        problem("the bidirectional control U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    return scalar
  }

  /// Embeddings, overrides, isolates and the line and paragraph separators: never in the
  /// markup, where `<bdi>` isolates.
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// A character reference after its `&`: `&amp;`, `&lt;`, `&gt;`, `&quot;` or `&#N;`.
  private mutating func readReference() -> Unicode.Scalar? {
    let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\""]
    guard let end = scalars[index...].prefix(12).firstIndex(of: ";") else {
      problem("a bare &")
      return nil
    }
    let name = String(String.UnicodeScalarView(scalars[index..<end]))
    index = end + 1
    if let scalar = named[name] { return scalar }
    if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value)
    {
      return scalar
    }
    problem("the unknown reference &\(name);")
    return nil
  }

  /// A name of ASCII letters, digits and `-`.
  private mutating func readName() -> String {
    var name = ""
    while index < scalars.count, Self.isNameScalar(scalars[index]) {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    return name
  }

  /// Whether `scalar` may be part of a name.
  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "-"
  }

  /// Reads `scalar` if it is next.
  private mutating func expect(_ scalar: Unicode.Scalar) -> Bool {
    guard index < scalars.count, scalars[index] == scalar else { return false }
    index += 1
    return true
  }

  /// Skips to just past the next `>`, after a problem.
  private mutating func recover() {
    while index < scalars.count, scalars[index] != ">" { index += 1 }
    index += 1
  }

  /// A start tag, end tag or `<!…>`, from its `<`.
  private mutating func readTag() {
    index += 1
    if expect("/") {
      let name = readName()
      guard expect(">") else { return problem("a malformed end tag </\(name)") }
      guard let top = open.last, top.name == name else {
        return problem("</\(name)> closes \(open.last.map { "<\($0.name)>" } ?? "nothing")")
      }
      open.removeLast()
      return
    }
    if expect("!") {
      problem("a comment, CDATA section or declaration")
      return recover()
    }
    let name = readName()
    guard !name.isEmpty else { return problem("a raw < in text") }
    if !Self.elements.contains(name) { problem("the element <\(name)>") }
    var seen: Set<String> = []
    var id: String?
    while true {
      if expect(">") { break }
      if expect("/") {
        guard expect(">") else { return problem("a malformed tag <\(name)") }
        let inSVG = open.contains { $0.name == "svg" }
        if !(inSVG && Self.svgElements.contains(name)) {
          problem("<\(name) /> closes itself outside SVG")
        }
        return
      }
      guard expect(" ") else {
        problem("a malformed tag <\(name)")
        return recover()
      }
      let attribute = readName()
      guard !attribute.isEmpty else { continue }
      guard seen.insert(attribute).inserted else {
        problem("the attribute \(attribute) twice on <\(name)>")
        continue
      }
      if !Self.attributes.contains(attribute) { problem("the attribute \(attribute)") }
      guard expect("=") else { continue }
      guard expect("\"") else {
        problem("the unquoted value of \(attribute) on <\(name)>")
        return recover()
      }
      var value = ""
      while index < scalars.count, scalars[index] != "\"" {
        if scalars[index] == "<" { problem("a raw < in an attribute value") }
        if let scalar = readCharacter(inAttribute: true) { value.unicodeScalars.append(scalar) }
      }
      guard expect("\"") else { return problem("an attribute value never closed") }
      check(attribute, value)
      if attribute == "id" { id = value }
    }
    if name == "style" {
      skipStyle()
    } else if name != "meta" {
      open.append((name, id))
      if let id { textByID[id, default: ""] += "" }
    }
  }

  /// Records ids and references, and refuses links that run script.
  private mutating func check(_ attribute: String, _ value: String) {
    switch attribute {
    case "id":
      ids.append(value)
    case "aria-labelledby":
      references += value.split(separator: " ").map(String.init)
    case "href", "action":
      let scheme = String(
        String.UnicodeScalarView(
          value.unicodeScalars.filter { $0.value > 0x20 }.prefix { $0 != ":" })
      ).lowercased()
      if value.contains(":"), ["javascript", "vbscript", "data", "file"].contains(scheme) {
        problem("a \(scheme): link")
      }
    default:
      break
    }
  }

  /// The stylesheet: to its end tag, unread.
  private mutating func skipStyle() {
    let end = Array("</style>".unicodeScalars)
    while index < scalars.count, !scalars[index...].starts(with: end) { index += 1 }
    guard index < scalars.count else { return problem("<style> is never closed") }
    index += end.count
  }
}
