/// One property a page must have, judged from what the browser measured.
enum PageCheck: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Zero axe-core violations (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA), light and dark.
  case axe
  /// Each empty state reads heading, description, then actions; the symbol is silent unless
  /// labelled.
  case readingOrder
  /// No horizontal scrolling at 320 CSS px, nor at 400 % zoom of a 1280 px window.
  case reflow
  /// `prefers-reduced-motion: reduce` stops every symbol; otherwise breathing symbols move.
  case motion
  /// Right-to-left sections compute `direction: rtl`; compact ones hang from the right.
  case rtl
  /// No script ran or opened a dialog, nothing was requested beyond the page itself, and the
  /// markup holds no script, embedding element, event handler or `javascript:`-like URL.
  case scriptFree
  /// One `main`, one `h1`, captioned frames, `h3` titles that label their sections.
  case structure

  var description: String { rawValue }

  /// What is wrong with `page`, one finding per element; empty when the page passes.
  func findings(in page: PageReport) -> [Finding] {
    let findings = Findings(check: self, page: page.name)
    if let error = page.error {
      findings.add("page", "could not be inspected: \(error)")
      return findings.list
    }
    switch self {
    case .axe: Self.judgeAxe(page, findings)
    case .readingOrder: Self.judgeReading(page, findings)
    case .reflow: Self.judgeReflow(page, findings)
    case .motion: Self.judgeMotion(page, findings)
    case .rtl: Self.judgeDirection(page, findings)
    case .scriptFree: Self.judgeScriptFree(page, findings)
    case .structure: Self.judgeStructure(page, findings)
    }
    return findings.list
  }

  private static func judgeScriptFree(_ page: PageReport, _ findings: Findings) {
    guard let load = findings.require(page.load, "load"),
      let dom = findings.require(page.dom, "DOM")
    else { return }
    for script in load.scripts {
      findings.add("script", "the page ran a script (\(script.url), line \(script.line ?? 0))")
    }
    for dialog in load.dialogs {
      findings.add(
        "dialog", "the page opened a \(dialog.type ?? "") dialog: \(dialog.message ?? "")")
    }
    for request in load.requests {
      findings.add("request", "the page requested \(request); pages must be self-contained")
    }
    for element in dom.forbidden { findings.add("element", "forbidden element: \(element)") }
    for handler in dom.handlers { findings.add("attribute", "event handler: \(handler)") }
    for url in dom.urls { findings.add("URL", "dangerous URL: \(url)") }
  }

  private static func judgeStructure(_ page: PageReport, _ findings: Findings) {
    guard let structure = findings.require(page.structure, "structure") else { return }
    if structure.mains != 1 { findings.add("main", "\(structure.mains) <main> landmarks, not 1") }
    if structure.h1s != 1 { findings.add("h1", "\(structure.h1s) <h1> elements, not 1") }
    if (structure.lang ?? "").isEmpty { findings.add("html", "no lang attribute") }
    if structure.outsideMain > 0 {
      findings.add("main", "\(structure.outsideMain) empty states sit outside <main>")
    }
    for frame in structure.frames {
      let name = "figure \"\(frame.variant ?? "?")\""
      if frame.variant == nil { findings.add(name, "has no data-variant") }
      if !frame.figcaption { findings.add(name, "has no <figcaption>") }
      if frame.sections != 1 { findings.add(name, "holds \(frame.sections) empty states, not 1") }
    }
    for heading in structure.headings {
      if heading.tag != "h3" {
        findings.add(heading.label, "the title is <\(heading.tag ?? "nothing")>, not <h3>")
      }
      if heading.titleId == nil || heading.labelledBy != heading.titleId {
        findings.add(
          heading.label,
          "aria-labelledby=\"\(heading.labelledBy ?? "")\" does not name the title's id "
            + "\"\(heading.titleId ?? "")\"")
      }
    }
  }
}

/// A failed expectation: which check, which page, which element, what is wrong.
struct Finding: Sendable, CustomStringConvertible {
  var check: PageCheck
  var page: String
  var subject: String
  var problem: String

  var description: String { "\(page): \(check): \(subject): \(problem)" }
}

/// Collects the findings of one check on one page.
final class Findings {
  let check: PageCheck
  let page: String
  private(set) var list: [Finding] = []

  init(check: PageCheck, page: String) {
    self.check = check
    self.page = page
  }

  func add(_ subject: String, _ problem: String) {
    list.append(Finding(check: check, page: page, subject: subject, problem: problem))
  }

  /// The measurement, or a finding that it is missing.
  func require<Value>(_ value: Value?, _ name: String) -> Value? {
    if value == nil { add("page", "the driver measured no \(name)") }
    return value
  }
}
