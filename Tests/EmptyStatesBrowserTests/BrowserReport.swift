/// What `Driver/cdp_driver.py` measured, page by page: raw measurements, no verdicts
/// (``PageCheck`` judges them).
struct BrowserReport: Decodable, Sendable {
  var pages: [PageReport]
  /// Chromium's product name and version.
  var browser: String?
  /// Why the run stopped early (a hung or dead browser), if it did.
  var error: String?
  var seconds: Double
}

/// One page, loaded once and then looked at under several viewports and media features.
struct PageReport: Decodable, Sendable {
  var name: String
  var url: String
  /// Why this page could not be inspected.
  var error: String?
  var seconds: Double?
  var load: Load?
  var dom: DOMSnapshot?
  var structure: Structure?
  var reading: [SectionReading]?
  var rtl: [DirectionSample]?
  var sizes: [SizeSample]?
  var motion: Motion?
  /// axe-core's results by `prefers-color-scheme` (`light`, `dark`).
  var axe: [String: AxeResult]?
  var reflow: [ReflowSample]?
  /// The row forms of empty states (`.es-empty-row`) at 1024 px, with their accessibility.
  var rows: [RowSample]?
  /// The same rows' geometry at the narrowest reflow viewport.
  var narrowRows: NarrowRows?
  var screenshots: [String]?

  /// What happened while the page loaded, before the tests ran any script in it.
  struct Load: Decodable, Sendable {
    /// Scripts the page itself made V8 parse (`Debugger.scriptParsed`).
    var scripts: [Script]
    /// Dialogs it opened (`Page.javascriptDialogOpening`), dismissed at once.
    var dialogs: [Dialog]
    /// Every request besides the page itself and `data:` URLs.
    var requests: [String]

    struct Script: Decodable, Sendable {
      var url: String
      var line: Int?
    }

    struct Dialog: Decodable, Sendable {
      var type: String?
      var message: String?
    }
  }

  /// The markup that matters for injection, after parsing.
  struct DOMSnapshot: Decodable, Sendable {
    /// `script`, `img`, `iframe`, `object`, `embed`, `base`, `link`… elements.
    var forbidden: [String]
    /// `on*` attributes.
    var handlers: [String]
    /// `javascript:`, `vbscript:` and `data:` URLs in URL attributes.
    var urls: [String]
    /// Every element's name, in document order.
    var tags: [String]
    var sections: Int
    var documentTitle: String
    var title: String?
    var description: String?
    var actions: [String]
  }

  /// The page's landmarks, headings and frames.
  struct Structure: Decodable, Sendable {
    var mains: Int
    var h1s: Int
    var lang: String?
    var frames: [Frame]
    var headings: [Heading]
    var links: [String]
    var outsideMain: Int

    struct Frame: Decodable, Sendable {
      var variant: String?
      var figcaption: Bool
      var sections: Int
    }

    struct Heading: Decodable, Sendable {
      var label: String
      var tag: String?
      var labelledBy: String?
      var titleId: String?
    }
  }

  /// One empty state as the DOM says it should read, and as the accessibility tree reads it.
  struct SectionReading: Decodable, Sendable {
    var label: String
    var expected: [ReadingItem]?
    var actual: [ReadingItem]?
    var region: Region?
    var symbols: [Symbol]?
    var title: String?

    struct Region: Decodable, Sendable {
      var role: String?
      var name: String
      var ignored: Bool
    }

    struct Symbol: Decodable, Sendable {
      var element: String
      var ariaHidden: Bool
      var role: String?
      var label: String
    }
  }

  /// One stop of a screen reader: a heading, a text, a link, a button or an image.
  struct ReadingItem: Decodable, Hashable, Sendable, CustomStringConvertible {
    var role: String
    var name: String
    var level: Int?

    var description: String { "\(role)\(level.map { " \($0)" } ?? "") “\(name)”" }
  }

  /// The writing direction and title geometry of one empty state (CSS px, at 1024 px wide).
  struct DirectionSample: Decodable, Sendable {
    var label: String
    var dir: String?
    var direction: String
    var classes: String
    var variant: String?
    /// The section's content box.
    var section: Edges
    /// The title element's content box.
    var title: Edges?
    /// The title's text itself.
    var text: Edges?

    struct Edges: Decodable, Sendable {
      var left: Double
      var right: Double
    }
  }

  /// The size one empty state is drawn at: its symbol's computed font size (CSS px), and the
  /// id of the `.es-place` container it sits in.
  struct SizeSample: Decodable, Sendable {
    var label: String
    var place: String?
    var classes: String
    var symbolSize: Double?
  }

  /// Computed animation of every symbol, without and with `prefers-reduced-motion: reduce`.
  struct Motion: Decodable, Sendable {
    var normal: [Sample]
    var reduce: [Sample]

    struct Sample: Decodable, Sendable {
      var element: String
      var classes: String
      var section: String?
      var animationName: String
      var running: Int
    }
  }

  /// axe-core's findings for one colour scheme.
  struct AxeResult: Decodable, Sendable {
    var violations: [Rule]
    var incomplete: [Rule]

    struct Rule: Decodable, Sendable {
      var id: String
      var impact: String?
      var help: String
      var nodes: [Node]
      var count: Int
    }

    struct Node: Decodable, Sendable {
      var target: String
      var html: String
      var summary: String
    }
  }

  /// The page's width against the viewport's, at one narrow viewport.
  struct ReflowSample: Decodable, Sendable {
    var viewport: String
    var scrollWidth: Double
    var innerWidth: Double
    var devicePixelRatio: Double
    /// The outermost elements sticking out of the viewport.
    var offenders: [Offender]

    struct Offender: Decodable, Sendable {
      var element: String
      var section: String?
      var left: Double
      var right: Double
    }
  }
}
