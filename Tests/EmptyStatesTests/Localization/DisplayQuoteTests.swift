import Testing

@testable import EmptyStates

@Suite struct DisplayQuoteTests {
  @Test(arguments: [
    ("--wdth", #""--wdth""#),
    ("caf\u{E9}", #""caf\u{e9}""#),  // a letter outside ASCII shows as its code
    ("p\u{430}ypal", #""p\u{430}ypal""#),  // a Cyrillic look-alike shows
    (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
    ("bell\u{7}\nnext", #""bell\u{7}\u{a}next""#),
    ("\u{202E}evil", #""\u{202e}evil""#),
    ("", "\"\""),
  ])
  func anArgumentIsQuotedInPrintableASCII(text: String, expected: String) {
    #expect(DisplayQuote.argument.quoted(text) == expected)
  }

  @Test func anArgumentIsCutAfterSixtyScalarsAndThePathPolicyAfterTheLimit() {
    let sixty = String(repeating: "x", count: 60)
    #expect(DisplayQuote.argument.quoted(sixty) == "\"\(sixty)\"")
    #expect(DisplayQuote.argument.quoted(sixty + "y") == "\"\(sixty)…\"")
    let path = "/" + String(repeating: "a", count: 2_000)
    #expect(DisplayQuote.path.quoted(path) == "\"\(path.prefix(1_024))…\"")
    #expect(DisplayQuote.path.quoted("/tmp/spec.json") == #""/tmp/spec.json""#)
  }

  @Test(arguments: [
    ("Keine Einträge", "Keine Einträge"),
    ("لا توجد عناصر", "لا توجد عناصر"),
    (#""No Items""#, #""No Items""#),  // source text is shown as written
    ("No\u{202E} Items\u{1B}[31m", "No Items[31m"),
    ("one\ntwo\r\nthree", "one two three"),
    ("\u{2068}open", "\u{2068}open\u{2069}"),
  ])
  func sourceTextStaysReadableWithoutWhatCouldDriveATerminal(text: String, expected: String) {
    #expect(DisplayQuote.sourceText.shown(text) == expected)
  }

  @Test func sourceTextIsCutAfterFortyScalars() {
    let forty = String(repeating: "é", count: 40)
    #expect(DisplayQuote.sourceText.shown(forty) == forty)
    #expect(DisplayQuote.sourceText.shown(forty + "z") == forty + "…")
    #expect(DisplayQuote.sourceText.quoted("Inbox") == #""Inbox""#)
  }

  /// A limit is a parameter of one policy: the same text under two limits differs only in
  /// where it is cut.
  @Test func aLimitOnlyMovesTheCut() {
    let text = "caf\u{E9} \u{7}" + String(repeating: "ab", count: 50)
    let short = DisplayQuote(characters: .ascii, limit: 10).shown(text)
    let long = DisplayQuote(characters: .ascii, limit: 100).shown(text)
    #expect(short.hasSuffix("…"))
    #expect(long.hasPrefix(short.dropLast()))
  }

  /// Whatever the input, every policy gives one line with nothing that drives a terminal or
  /// reorders the text.
  @Test(arguments: [
    DisplayQuote.argument, .path, .readablePath, .sourceText,
    DisplayQuote(characters: .readable, limit: 3),
  ])
  func everyPolicyGivesOneSafeLine(policy: DisplayQuote) {
    let hostile = [
      "\u{1B}]0;title\u{7}", "a\u{2028}b\u{2029}c", "\u{202D}\u{2066}x\u{2069}\u{2069}",
      "\r\n\t\u{0}\u{85}\u{9B}", "👩\u{200D}💻" + String(repeating: "\u{301}", count: 500),
    ]
    for text in hostile {
      let shown = policy.quoted(text)
      let unsafe = shown.unicodeScalars.filter {
        $0.properties.generalCategory == .control || (0x2028...0x202E).contains($0.value)
          || (0x2066...0x2067).contains($0.value)
      }
      #expect(unsafe.isEmpty, "\(policy): \(shown.debugDescription)")
    }
  }
}
