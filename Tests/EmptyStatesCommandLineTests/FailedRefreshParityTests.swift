import EmptyStates
import EmptyStatesHTML
import EmptyStatesTerminal
import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesCommandLine

/// A failed refresh is drawn by one rule (`Presentation`, "A failed refresh") in every renderer
/// this target reaches — the terminal, HTML and the demo; the SwiftUI layer's reading is in
/// `PresentationOverlayTests` — each output read back into the same decision: the content kept,
/// a compact notice above it, the failure's localized words and its actions.
@Suite struct FailedRefreshParityTests {
  static let content = "Kept row"

  /// The row of the content a page or a listing prints after the renderer's output.
  static func page(_ drawn: String, _ screen: LocalizedPresentation, content: String) -> String {
    drawn + (screen.showsContent ? content : "")
  }

  /// Bracketed button titles, in order: `[Try Again]`.
  static func bracketed(_ text: String) -> [String] {
    text.matches(of: /\[([^\]\n]+)\]/).map { String($0.output.1) }
  }

  /// The terminal renderer's notice, printed above a listing, read back.
  static func terminal(_ screen: LocalizedPresentation, expected: FailedRefreshNotice)
    -> FailedRefreshNotice
  {
    let notice = TerminalRenderer(mode: .plain, width: 80).render(screen)
    let page = Self.page(notice, screen, content: content + "\n")
    let title = expected.texts.first ?? ""
    let lines = notice.split(separator: "\n")
    return FailedRefreshNotice(
      keepsContent: page.contains(content),
      isAboveContent: (page.range(of: title)?.lowerBound ?? page.endIndex)
        < (page.range(of: content)?.lowerBound ?? page.startIndex),
      // The full state is start-aligned at the margin in plain text; the row form is indented.
      isCompact: !lines.isEmpty && lines.allSatisfy { $0.hasPrefix(" ") },
      texts: FailedRefreshNotice.texts(expected.texts, drawnIn: notice),
      actions: bracketed(notice))
  }

  /// The HTML renderer's fragment, put above a page's list, read back.
  static func html(_ screen: LocalizedPresentation, expected: FailedRefreshNotice)
    -> FailedRefreshNotice
  {
    let fragment = HTMLRenderer().render(screen)
    let page = Self.page(fragment, screen, content: "<ul><li>\(content)</li></ul>")
    let text = fragment.replacing(/<[^>]*>/, with: "")
    let buttons = fragment.matches(of: /<(?:button|a) [^>]*>([^<]*)<\/(?:button|a)>/)
      .map { String($0.output.1) }
    return FailedRefreshNotice(
      keepsContent: page.contains(content),
      isAboveContent: (page.range(of: "es-empty-state")?.lowerBound ?? page.endIndex)
        < (page.range(of: content)?.lowerBound ?? page.startIndex),
      isCompact: fragment.contains("role=\"alert\"") && fragment.contains("es-style-compact")
        && !fragment.contains("es-style-automatic"),
      texts: FailedRefreshNotice.texts(expected.texts, drawnIn: text),
      actions: buttons)
  }

  @Test(arguments: ["en", "de", "ar", "ja"])
  func theTerminalAndHTMLDrawTheCoresDecision(locale: String) throws {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    let screen = localizer.localize(FailedRefreshNotice.presentation)
    let expected = try #require(FailedRefreshNotice.expected(for: screen))
    #expect(expected.actions == [localizer.localize(EmptyState.offline).actions[0].title])
    #expect(Self.terminal(screen, expected: expected) == expected, "terminal")
    #expect(Self.html(screen, expected: expected) == expected, "HTML")
  }

  /// The demo's screen after a failing refresh, read back: the notice in the body's first
  /// rows, the contacts below it.
  @Test(arguments: ["en", "de"])
  func theDemoDrawsTheCoresDecision(locale: String) throws {
    var model = DemoModel(locales: [locale], rules: DemoCommand.defaults.rules, policy: .standard)
    model.start(at: 0)
    model.advance(to: 5)
    model.press(.character("f"), at: 6)
    model.advance(to: 8)
    let localizer = DemoCommand.defaults.localizer(localeIdentifier: locale)
    let screen = localizer.localize(model.presentation)
    let expected = try #require(FailedRefreshNotice.expected(for: screen))
    let rows = DemoScreen(rows: 40, columns: 100, isStyled: false, defaults: DemoCommand.defaults)
      .draw(model, at: 8)
    let body = Array(rows.dropFirst(3))
    let firstContact = body.firstIndex { $0.contains(Contact.samples[0].name) } ?? body.endIndex
    let notice = body[..<firstContact].joined(separator: "\n")
    let title = body.firstIndex { $0.contains(expected.texts[0]) } ?? body.endIndex
    let drawn = FailedRefreshNotice(
      keepsContent: Contact.samples.allSatisfy { contact in
        body.contains { $0.contains(contact.name) }
      },
      isAboveContent: title < firstContact,
      // At the top of the body, indented as a row: not centred in the rows a state takes.
      isCompact: title == 0 && body[0].hasPrefix(" "),
      texts: FailedRefreshNotice.texts(expected.texts, drawnIn: notice),
      actions: Self.bracketed(notice))
    #expect(drawn == expected)
  }
}
