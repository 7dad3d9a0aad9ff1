import Foundation
import Testing

/// Input written to break out of HTML escaping, rendered through the CLI: a spec
/// (`render --spec FILE --format html`) or a search query (`render --preset no-results
/// --query TEXT --format html`).
struct HostileInput: Sendable, CustomTestStringConvertible {
  /// An `EmptyState` spec, in the Codable form `--spec` reads.
  struct Spec: Encodable, Sendable {
    var title: String
    var description: String?
    var symbol: String?
    var symbolAnimation: String?
    var mediaLabel: String?
    var actions: [Action]?

    struct Action: Encodable, Sendable {
      var id: String
      var title: String
      var role: String?
      var url: String?
    }
  }

  var name: String
  var spec: Spec?
  var query: String?
  var options: [String] = []

  var testDescription: String { name }

  /// Whether the hostile part is a URL, which the CLI may refuse (exit 65) instead of rendering.
  var attacksURL: Bool { spec?.actions?.contains { $0.url != nil } ?? false }

  /// The same input with every hostile text made harmless, for comparing markup.
  var benignTwin: HostileInput {
    var twin = self
    twin.name += " (benign twin)"
    if var spec {
      spec.title = "Benign Title"
      spec.description = spec.description.map { _ in "Benign description." }
      spec.symbol = spec.symbol.map { _ in "benign.unknown.symbol" }
      spec.mediaLabel = spec.mediaLabel.map { _ in "Benign label" }
      spec.actions = spec.actions?.enumerated().map { offset, action in
        Spec.Action(id: action.id, title: "Benign \(offset)", role: action.role, url: action.url)
      }
      twin.spec = spec
    }
    twin.query = query.map { _ in "benign" }
    return twin
  }

  /// The command line, given the spec's file.
  func arguments(specFile: URL?) -> [String] {
    var arguments = ["render"]
    if let specFile { arguments += ["--spec", specFile.path] }
    if let query { arguments += ["--preset", "no-results", "--query", query] }
    return arguments + ["--format", "html"] + options
  }

  private static func spec(
    _ title: String, description: String? = nil, actions: [Spec.Action]? = nil
  ) -> Spec {
    Spec(title: title, description: description, actions: actions)
  }

  private static func link(_ url: String) -> [Spec.Action] {
    [Spec.Action(id: "retry", title: "Try Again", role: "primary", url: url)]
  }

  static let all: [HostileInput] = [
    HostileInput(name: "script element in the title", spec: spec("<script>alert(1)</script>")),
    HostileInput(
      name: "attribute breakout in the description",
      spec: spec("Nothing Here", description: #""><img src=x onerror=alert(1)>"#)),
    HostileInput(
      name: "svg onload, single-quoted breakout",
      spec: spec("'><svg onload=alert(1)>", description: "<svg/onload=alert(1)>")),
    HostileInput(
      name: "closing the document title", spec: spec("</title><script>alert(1)</script>")),
    HostileInput(
      name: "closing the heading and section",
      spec: spec(#"</h2></section><iframe src="javascript:alert(1)"></iframe>"#)),
    HostileInput(
      name: "comments and CDATA",
      spec: spec(
        "<!--", description: "<!--<script>alert(1)</script>--><![CDATA[<script>alert(2)</script>]]>"
      )),
    HostileInput(
      name: "entities stay text", spec: spec("&lt;script&gt;alert(1)&lt;/script&gt; &amp;")),
    HostileInput(
      name: "style and link elements",
      spec: spec(
        "Styled", description: "<style>*{display:none}</style><link rel=stylesheet href=x.css>")),
    HostileInput(
      name: "bidi overrides and control characters",
      spec: spec("\u{202E}<script>alert(1)</script>\u{2066}\u{0001}\u{0008}")),
    HostileInput(
      name: "action titles",
      spec: spec(
        "Nothing Here",
        actions: [
          Spec.Action(id: "retry", title: "<script>alert(1)</script>", role: "primary"),
          Spec.Action(id: "go-back", title: #""><img src=x onerror=alert(1)>"#, role: "secondary"),
        ])),
    HostileInput(
      name: "media label and symbol name",
      spec: Spec(
        title: "Nothing Here", symbol: #""><svg onload=alert(1)>"#, symbolAnimation: "breathe",
        mediaLabel: #""><script>alert(1)</script>"#)),
    HostileInput(name: "javascript: URL", spec: spec("Link", actions: link("javascript:alert(1)"))),
    HostileInput(
      name: "mixed-case javascript: URL", spec: spec("Link", actions: link("JaVaScRiPt:alert(1)"))),
    HostileInput(
      name: "control-character-prefixed javascript: URL",
      spec: spec("Link", actions: link("\u{0001}javascript:alert(1)"))),
    HostileInput(
      name: "space-prefixed javascript: URL",
      spec: spec("Link", actions: link(" javascript:alert(1)"))),
    HostileInput(
      name: "tab inside javascript: URL", spec: spec("Link", actions: link("java\tscript:alert(1)"))
    ),
    HostileInput(
      name: "data: URL",
      spec: spec("Link", actions: link("data:text/html,<script>alert(1)</script>"))),
    HostileInput(name: "vbscript: URL", spec: spec("Link", actions: link("vbscript:msgbox(1)"))),
    HostileInput(
      name: "attribute breakout in a URL",
      spec: spec("Link", actions: link(#"https://example.com/"onmouseover="alert(1)"#))),
    HostileInput(
      name: "element breakout in a URL",
      spec: spec("Link", actions: link("https://example.com/'><script>alert(1)</script>"))),
    HostileInput(name: "script element in the query", query: "<script>alert(1)</script>"),
    HostileInput(
      name: "attribute breakout in a right-to-left query",
      query: #""><img src=x onerror=alert(1)>"#,
      options: ["--locale", "ar"]),
    HostileInput(
      name: "closing the document title from the query, compact and dark",
      query: "</title><script>alert(1)</script>",
      options: ["--style", "compact", "--color-scheme", "dark"]),
    HostileInput(name: "javascript: as a query", query: "javascript:alert(1)"),
  ]
}
