import EmptyStates
import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesHTML

/// Every payload of the hostile corpus (`Fixtures/hostile`) in every place an app can put
/// text, through every HTML entry point, in every style and locale: the page holds no tag,
/// attribute or script URL the input brought, no control or reordering character, and stays in
/// proportion to the input; each render finishes in bounded time.
@Suite(.timeLimit(.minutes(10))) struct HTMLHostileCorpusTests {
  /// The longest one render may take: a guard against a hang or a quadratic blow-up (a
  /// megabyte takes about a second in a debug build), with room for a loaded machine.
  static let timeLimit = Duration.seconds(30)
  static let locales = ["en", "ar", "ja"].map { EmptyStateLocalizer(localeIdentifier: $0) }

  /// One way to draw a text as HTML, by name.
  struct Call {
    var name: String
    var render: (String) -> String
  }

  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadInEveryFieldStaysText(kind: HostilePayload.Kind) throws {
    let payloads = try HostileCorpus.payloads(kind)
    let large = kind == .generated
    for style in large ? [.automatic] : HTMLRenderer.Style.allCases {
      let renderer = HTMLRenderer(style: style, colorScheme: .dark)
      for localizer in large ? [Self.locales[1]] : Self.locales {
        for shape in large ? [HostileStates.title] : HostileStates.shapes {
          let localized = { (text: String) in localizer.localize(shape.state(text)) }
          var calls = [Call(name: "fragment") { renderer.render(localized($0)) }]
          // A style changes classes only: the other entry points in one style.
          if style == .automatic {
            calls.append(Call(name: "document") { renderer.document(localized($0), title: $0) })
          }
          if !large, style == .automatic {
            calls += [
              Call(name: "row") { renderer.renderTableRow(localized($0), columns: 3) },
              Call(name: "list item") { renderer.renderListItem(localized($0)) },
            ]
          }
          for call in calls {
            Self.expectSafe(
              payloads, "in \(shape), \(style), \(localizer.localeIdentifier), \(call.name)",
              call.render)
          }
        }
      }
    }
  }

  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadAsAQueryProgressLabelOrIdentifierStaysText(kind: HostilePayload.Kind) throws {
    let payloads = try HostileCorpus.payloads(kind)
    for localizer in kind == .generated ? [Self.locales[1]] : Self.locales {
      let locale = localizer.localeIdentifier
      Self.expectSafe(payloads, "as a resolved query, \(locale)") { text in
        HTMLRenderer().render(
          Presentation.resolve(.loaded([0]), query: text, matchCount: 0), localizer: localizer)
      }
      Self.expectSafe(payloads, "as an id prefix, \(locale)") { text in
        HTMLRenderer(idPrefix: text).render(.offline, localizer: localizer)
      }
      Self.expectSafe(payloads, "as a progress label, \(locale)") { text in
        HTMLRenderer().renderProgress(
          label: text, localeIdentifier: locale, direction: localizer.direction)
      }
    }
    Self.expectSafe(payloads, "as a progress label's locale") { text in
      HTMLRenderer().renderProgress(label: "Loading…", localeIdentifier: text)
    }
    Self.expectSafe(payloads, "as the localizer's locale") { text in
      let state = EmptyStateLocalizer(localeIdentifier: text).localize(.offline)
      return HTMLRenderer().document(state) + HTMLRenderer().renderListItem(state)
    }
  }

  /// A hostile URL on an action, and as the target of a link and a form: no script URL, no
  /// markup; the twins are an allowed and a refused URL. (The generated giants are titles
  /// only: a megabyte URL costs seconds in a debug build and tests nothing more.)
  @Test(arguments: HostilePayload.Kind.allCases.filter { $0 != .generated })
  func everyPayloadAsAURLIsLinkedSafelyOrNotAtAll(kind: HostilePayload.Kind) throws {
    let payloads = try HostileCorpus.payloads(kind, generated: false)
    let render = { (text: String) in
      HTMLRenderer(
        actionTargets: [.goBack: .link(text), .openSettings: .form(method: .post, action: text)]
      ).render(HostileStates.linking(to: text))
    }
    let twins = HTMLTwins(["https://example.com/", "javascript:void(0)"].map(render))
    for payload in payloads {
      let problems = HostileOutput.htmlViolations(
        render(payload.text), twins: twins, input: payload.text)
      #expect(problems.isEmpty, "\(payload): \(problems.joined(separator: "; "))")
    }
  }

  @Test func theCheckerFindsInjectedMarkup() {
    let twin = "<p class=\"x\">text</p>"
    let found = HostileOutput.htmlViolations(
      "<p class=\"x\"><img src=x onerror=alert(1)></p><a href=\"&#x6A;avascript:1\">\u{202E}</a>",
      twins: HTMLTwins([twin]), input: "")
    #expect(found.contains { $0.contains("<img onerror src>") })
    #expect(found.contains { $0.contains("an event handler") })
    #expect(found.contains { $0.contains("javascript URL") })
    #expect(found.contains { $0.contains("U+202E") })
    #expect(HostileOutput.htmlViolations(twin, twins: HTMLTwins([twin]), input: "").isEmpty)
  }

  /// Renders every payload, and the harmless twins once, the same way, and expects each
  /// payload's render to be as safe as theirs, in bounded time.
  static func expectSafe(
    _ payloads: [HostilePayload], _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation, _ render: (String) -> String
  ) {
    let twins = HTMLTwins(HostileStates.twins.map(render))
    for payload in payloads {
      var html = ""
      let elapsed = ContinuousClock().measure { html = render(payload.text) }
      #expect(
        elapsed < timeLimit, "\(payload) \(label): took \(elapsed)", sourceLocation: sourceLocation)
      let problems = HostileOutput.htmlViolations(html, twins: twins, input: payload.text)
      #expect(
        problems.isEmpty, "\(payload) \(label): \(problems.joined(separator: "; "))",
        sourceLocation: sourceLocation)
    }
  }
}
