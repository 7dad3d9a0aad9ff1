import Testing

@testable import EmptyStatesCommandLine

/// `render --format text|ansi` written out in full, every space and escape sequence: derived by
/// hand from the layout rules and the String Catalog's words, not read back from a run.
///
/// The rules, on the web metrics' character grid: below 46 columns (340 points of 7.5) the
/// compact size, whose gaps are one blank line under the symbol, none between title and
/// description, one above the actions; from 46 the regular size, the same gaps, text wrapping
/// at 67 columns (500 points). Plain text is flush left with no escape; ANSI leads with the
/// symbol's glyph dim (`ESC[2m`), sets the title bold in its tone's colour (`ESC[1;33m`
/// warning, `ESC[1m` search), the description dim, the primary action bold and reversed
/// (`ESC[1;7m`), each styled run closed by `ESC[0m`, and centres each line by
/// (width − columns) / 2 spaces, rounded down. Wide characters take two columns.
@Suite struct RenderExactOutputTests {
  static func render(
    _ preset: String, _ format: String, width: Int, locale: String = "en", query: String? = nil
  ) -> String {
    var words = ["render", "--preset", preset, "--format", format, "--width", String(width)]
    words += ["--locale", locale]
    if let query { words += ["--query", query] }
    let outcome = EmptyStatesCLI.run(words)
    #expect(outcome.exitCode == .ok, "\(outcome.standardError)")
    return outcome.standardOutput
  }

  static func spaces(_ count: Int) -> String {
    String(repeating: " ", count: count)
  }

  /// "Check your connection and try again." (36 columns) wraps at 20 into 10, 18 and 6.
  @Test(arguments: [
    (
      20,
      "You’re Offline\n"
        + "Check your\n"
        + "connection and try\n"
        + "again.\n"
        + "\n"
        + "[Try Again]\n"
    ),
    (
      40,
      "You’re Offline\n"
        + "Check your connection and try again.\n"
        + "\n"
        + "[Try Again]\n"
    ),
    (
      80,
      "You’re Offline\n"
        + "Check your connection and try again.\n"
        + "\n"
        + "[Try Again]\n"
    ),
    (
      120,
      "You’re Offline\n"
        + "Check your connection and try again.\n"
        + "\n"
        + "[Try Again]\n"
    ),
  ])
  func offlineAsPlainText(width: Int, expected: String) {
    #expect(Self.render("offline", "text", width: width) == expected)
  }

  /// Glyph (1 column), title (14), description (36, or 10, 18 and 6 at 20), [Try Again] (11),
  /// each centred.
  @Test(arguments: [
    (
      20,
      spaces(9) + "\u{1B}[2m⌁\u{1B}[0m\n"
        + "\n"
        + spaces(3) + "\u{1B}[1;33mYou’re Offline\u{1B}[0m\n"
        + spaces(5) + "\u{1B}[2mCheck your\u{1B}[0m\n"
        + spaces(1) + "\u{1B}[2mconnection and try\u{1B}[0m\n"
        + spaces(7) + "\u{1B}[2magain.\u{1B}[0m\n"
        + "\n"
        + spaces(4) + "\u{1B}[1;7m[Try Again]\u{1B}[0m\n"
    ),
    (
      40,
      spaces(19) + "\u{1B}[2m⌁\u{1B}[0m\n"
        + "\n"
        + spaces(13) + "\u{1B}[1;33mYou’re Offline\u{1B}[0m\n"
        + spaces(2) + "\u{1B}[2mCheck your connection and try again.\u{1B}[0m\n"
        + "\n"
        + spaces(14) + "\u{1B}[1;7m[Try Again]\u{1B}[0m\n"
    ),
    (
      80,
      spaces(39) + "\u{1B}[2m⌁\u{1B}[0m\n"
        + "\n"
        + spaces(33) + "\u{1B}[1;33mYou’re Offline\u{1B}[0m\n"
        + spaces(22) + "\u{1B}[2mCheck your connection and try again.\u{1B}[0m\n"
        + "\n"
        + spaces(34) + "\u{1B}[1;7m[Try Again]\u{1B}[0m\n"
    ),
    (
      120,
      spaces(59) + "\u{1B}[2m⌁\u{1B}[0m\n"
        + "\n"
        + spaces(53) + "\u{1B}[1;33mYou’re Offline\u{1B}[0m\n"
        + spaces(42) + "\u{1B}[2mCheck your connection and try again.\u{1B}[0m\n"
        + "\n"
        + spaces(54) + "\u{1B}[1;7m[Try Again]\u{1B}[0m\n"
    ),
  ])
  func offlineInANSI(width: Int, expected: String) {
    #expect(Self.render("offline", "ansi", width: width) == expected)
  }

  /// The title, 20 columns, fills a line of 20; the description (39) wraps into 18 and 20.
  @Test(arguments: [
    (
      20,
      "No Results for “Ada”\n"
        + "Check the spelling\n"
        + "or try a new search.\n"
    ),
    (
      80,
      "No Results for “Ada”\n"
        + "Check the spelling or try a new search.\n"
    ),
  ])
  func noResultsForAQueryAsPlainText(width: Int, expected: String) {
    #expect(Self.render("no-results", "text", width: width, query: "Ada") == expected)
  }

  /// No actions: the output ends with the description, without a blank line.
  @Test(arguments: [
    (
      20,
      spaces(9) + "\u{1B}[2m⌕\u{1B}[0m\n"
        + "\n"
        + "\u{1B}[1mNo Results for “Ada”\u{1B}[0m\n"
        + spaces(1) + "\u{1B}[2mCheck the spelling\u{1B}[0m\n"
        + "\u{1B}[2mor try a new search.\u{1B}[0m\n"
    ),
    (
      80,
      spaces(39) + "\u{1B}[2m⌕\u{1B}[0m\n"
        + "\n"
        + spaces(30) + "\u{1B}[1mNo Results for “Ada”\u{1B}[0m\n"
        + spaces(20) + "\u{1B}[2mCheck the spelling or try a new search.\u{1B}[0m\n"
    ),
  ])
  func noResultsForAQueryInANSI(width: Int, expected: String) {
    #expect(Self.render("no-results", "ansi", width: width, query: "Ada") == expected)
  }

  /// Japanese has no spaces: lines break between wide characters, two columns each, but never
  /// before "。" (the last line takes "い" with it), and centre by columns, not characters.
  @Test(arguments: [
    (
      20,
      spaces(9) + "\u{1B}[2m◷\u{1B}[0m\n"
        + "\n"
        + "\u{1B}[1;33m要求がタイムアウトし\u{1B}[0m\n"
        + spaces(7) + "\u{1B}[1;33mました\u{1B}[0m\n"
        + "\u{1B}[2mサーバの応答に時間が\u{1B}[0m\n"
        + "\u{1B}[2mかかりすぎました。も\u{1B}[0m\n"
        + spaces(1) + "\u{1B}[2mう一度お試しくださ\u{1B}[0m\n"
        + spaces(8) + "\u{1B}[2mい。\u{1B}[0m\n"
        + "\n"
        + spaces(6) + "\u{1B}[1;7m[再試行]\u{1B}[0m\n"
    ),
    (
      40,
      spaces(19) + "\u{1B}[2m◷\u{1B}[0m\n"
        + "\n"
        + spaces(7) + "\u{1B}[1;33m要求がタイムアウトしました\u{1B}[0m\n"
        + "\u{1B}[2mサーバの応答に時間がかかりすぎました。も\u{1B}[0m\n"
        + spaces(9) + "\u{1B}[2mう一度お試しください。\u{1B}[0m\n"
        + "\n"
        + spaces(16) + "\u{1B}[1;7m[再試行]\u{1B}[0m\n"
    ),
  ])
  func japaneseWrapsBetweenCharactersAndCentresByColumns(width: Int, expected: String) {
    #expect(Self.render("timed-out", "ansi", width: width, locale: "ja") == expected)
  }

  @Test func japaneseAsPlainTextAt20() {
    let expected =
      "要求がタイムアウトし\n"
      + "ました\n"
      + "サーバの応答に時間が\n"
      + "かかりすぎました。も\n"
      + "う一度お試しくださ\n"
      + "い。\n"
      + "\n"
      + "[再試行]\n"
    #expect(Self.render("timed-out", "text", width: 20, locale: "ja") == expected)
  }

  /// Arabic's quotation marks are ASCII quotes; in a right-to-left locale the query is
  /// isolated between them (FSI … PDI), which take no column: the title is 22 columns, the
  /// description 34 (its shadda and tanween take none).
  @Test func arabicIsolatesTheQueryAndCentres() {
    let expected =
      Self.spaces(19) + "\u{1B}[2m⌕\u{1B}[0m\n"
      + "\n"
      + Self.spaces(9) + "\u{1B}[1mلا توجد نتائج لـ \"\u{2068}Ada\u{2069}\"\u{1B}[0m\n"
      + Self.spaces(3) + "\u{1B}[2mتحقق من الإملاء أو جرّب بحثًا جديدًا.\u{1B}[0m\n"
    #expect(Self.render("no-results", "ansi", width: 40, locale: "ar", query: "Ada") == expected)
  }
}
