import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `empty-states demo` itself, under a real pseudo-terminal: every scenario driven by
/// keystrokes, the screen read back through a terminal model at each step, and the terminal
/// checked after every way the demo can end.
///
/// The suite's time limit is a backstop only (see `PseudoTerminalTests`): every wait has its own
/// timeout and kills the demo when it passes.
@Suite(.serialized, .timeLimit(.minutes(5))) struct DemoSessionTests {
  /// The demo, started in a terminal of `rows` × `columns`.
  func launch(
    rows: Int = 24, columns: Int = 80, arguments: [String] = [],
    environment: [String: String] = [:]
  ) throws -> PseudoTerminal {
    let binary = try #require(ExecutableTests.binary, "run `swift build` first")
    return try PseudoTerminal(
      executable: binary.path, arguments: ["demo"] + arguments,
      environment: PseudoTerminal.defaultEnvironment.merging(environment) { $1 },
      rows: rows, columns: columns)
  }

  /// The demo, with its first load done.
  func launchLoaded(rows: Int = 24, columns: Int = 80, environment: [String: String] = [:])
    throws -> PseudoTerminal
  {
    let terminal = try launch(rows: rows, columns: columns, environment: environment)
    try waitForFrame(on: terminal, "the list") { $0.text.contains("Ada Lovelace") }
    return terminal
  }

  /// Waits until a whole frame is on screen and shows what `predicate` looks for: never a
  /// screen caught halfway through drawing.
  @discardableResult
  func waitForFrame(
    on terminal: PseudoTerminal, _ description: String, timeout: Duration = .seconds(10),
    _ predicate: (TerminalScreen) -> Bool
  ) throws -> TerminalScreen {
    try terminal.waitUntil(description, timeout: timeout) {
      !$0.isInSynchronizedUpdate && predicate($0)
    }
  }

  /// Presses `keys` and waits until a frame shows what `predicate` looks for.
  @discardableResult
  func press(
    _ keys: String, on terminal: PseudoTerminal, until description: String,
    _ predicate: (TerminalScreen) -> Bool
  ) throws -> TerminalScreen {
    terminal.send(keys)
    return try waitForFrame(on: terminal, description, predicate)
  }

  /// The frames drawn from byte `offset` on.
  func frames(of terminal: PseudoTerminal, from offset: Int) -> [TerminalScreen.Frame] {
    terminal.screen.frames.filter { $0.byteOffset > offset }
  }

  /// The key bar: the rows below the last rule.
  func keyBar(_ screen: TerminalScreen) -> String {
    let rule = screen.rows.lastIndex { $0.hasPrefix("────") } ?? screen.rows.count
    return screen.rows[(rule + 1)...].joined(separator: "\n")
  }

  /// Everything the demo changed is back: styling, cursor, the shell's screen, cooked mode.
  func expectRestored(_ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let screen = terminal.screen
    #expect(!screen.isAlternateScreen, sourceLocation: sourceLocation)
    #expect(screen.isCursorVisible, sourceLocation: sourceLocation)
    #expect(
      try terminal.termiosFlags() == .init(canonical: true, echo: true, signals: true),
      sourceLocation: sourceLocation)
    let output = String(decoding: terminal.output, as: UTF8.self)
    #expect(output.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"), sourceLocation: sourceLocation)
  }

  // MARK: Scenarios

  @Test func theFirstLoadWaitsThenSpinsItsMinimumTimeAndNeverShowsAnEmptyState() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    let frames = terminal.screen.frames
    let spinning = try #require(frames.firstIndex { $0.text.contains("Loading…") })
    let listed = try #require(frames.firstIndex { $0.text.contains("Ada Lovelace") })
    #expect(spinning > 0, "the first frame must not show progress yet")
    #expect(spinning < listed)
    for frame in frames[..<listed] {
      #expect(!frame.text.contains("No Contacts"))
      #expect(!frame.text.contains("No Results"))
      #expect(!frame.text.contains("["), "no button before the list: \(frame.text)")
    }
    let start = try #require(terminal.arrivalTime(ofByte: frames[0].byteOffset - 1))
    let spun = try #require(terminal.arrivalTime(ofByte: frames[spinning].byteOffset - 1))
    let shown = try #require(terminal.arrivalTime(ofByte: frames[listed].byteOffset - 1))
    // The standard policy: nothing for 0.3 s, then at least 0.5 s of progress. A loaded machine
    // can only make these longer.
    #expect(spun - start >= .milliseconds(250))
    #expect(shown - spun >= .milliseconds(450))
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
    try expectRestored(terminal)
  }

  @Test func searchNarrowsTheListSaysWhenNothingMatchesAndEscClearsIt() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    var screen = try press("/", on: terminal, until: "the search field") {
      $0.text.contains("⌕ ▏Search")
    }
    #expect(keyBar(screen).contains("Enter Done"))
    #expect(keyBar(screen).contains("Esc Clear"))
    screen = try press("zz", on: terminal, until: "no results") {
      $0.text.contains("No Results for “zz”")
    }
    #expect(screen.text.contains("Check the spelling or try a new search."))
    #expect(!screen.text.contains("Ada Lovelace"))
    screen = try press("\u{7F}\u{7F}", on: terminal, until: "the list again") {
      $0.text.contains("Ada Lovelace") && !$0.text.contains("No Results")
    }
    // The core's SearchQuery.matches: case and diacritics ignored.
    screen = try press("ZOE", on: terminal, until: "one match") {
      $0.text.contains("Zoë Ferreira") && !$0.text.contains("Ada Lovelace")
    }
    screen = try press("\u{1B}", on: terminal, until: "the field left and cleared") {
      $0.text.contains("Ada Lovelace") && !$0.text.contains("⌕")
    }
    #expect(keyBar(screen).contains("/ Search"))
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func emptyingShowsNoContactsAndLoadSamplesFillsTheListWithoutFlashingIt() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    let screen = try press("e", on: terminal, until: "the empty list") {
      $0.text.contains("No Contacts")
    }
    #expect(screen.text.contains("Contacts you add appear here."))
    #expect(screen.text.contains("[Load Samples]"))
    #expect(keyBar(screen).contains("Enter Load Samples"))
    let pressed = terminal.output.count
    try press("\r", on: terminal, until: "the list") { $0.text.contains("Ada Lovelace") }
    let after = frames(of: terminal, from: pressed)
    #expect(after.contains { $0.text.contains("Loading…") })
    for frame in after {
      #expect(!frame.text.contains("No Contacts"), "\(frame.text)")
    }
    try press("e", on: terminal, until: "the empty list again") { $0.text.contains("No Contacts") }
    try press("l", on: terminal, until: "the list, with l") { $0.text.contains("Ada Lovelace") }
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func offlineTheLoadFailsAndTryAgainIsDisabledWhileItsRetryRuns() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    try press("o", on: terminal, until: "offline") { $0.rows[0].contains("Offline") }
    var screen = try press("l", on: terminal, until: "the offline failure") {
      $0.text.contains("You’re Offline") && $0.text.contains("[Try Again]")
    }
    #expect(screen.text.contains("Check your connection and try again."))
    #expect(keyBar(screen).contains("Enter Try Again"))
    let enabled = try #require(screen.attributes(of: "[Try Again]"))
    #expect(enabled.reverse && !enabled.dim)

    let pressed = terminal.output.count
    terminal.send("\r")
    // Still offline: the retry fails, and Try Again comes back. Read from the frames drawn
    // meanwhile, so that a slow machine cannot make the test miss the retry.
    screen = try waitForFrame(on: terminal, "the retry to run and end") {
      keyBar($0).contains("Enter Try Again")
        && $0.frames.contains { $0.byteOffset > pressed && !$0.text.contains("Enter") }
    }
    #expect(screen.attributes(of: "[Try Again]")?.reverse == true)
    let during = frames(of: terminal, from: pressed)
    let retrying = try #require(during.first { !$0.text.contains("Enter") })
    // The failure stayed on screen all through the retry, its button disabled.
    for frame in during {
      #expect(frame.text.contains("You’re Offline"))
    }
    var then = TerminalScreen(rows: 24, columns: 80)
    then.feed(terminal.output[..<retrying.byteOffset])
    let disabled = try #require(then.attributes(of: "[Try Again]"))
    #expect(disabled.dim && !disabled.reverse)

    try press("o", on: terminal, until: "online") { !$0.rows[0].contains("Offline") }
    try press("\r", on: terminal, until: "the list") { $0.text.contains("Ada Lovelace") }
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func aFailingRefreshKeepsTheListWithTheErrorAboveIt() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    let pressed = terminal.output.count
    let screen = try press("f", on: terminal, until: "the error line") {
      $0.text.contains("Server Unavailable")
    }
    let error = try #require(screen.rowsContaining("Server Unavailable").first)
    let list = try #require(screen.rowsContaining("Ada Lovelace").first)
    #expect(error < list)
    for frame in frames(of: terminal, from: pressed) {
      #expect(frame.text.contains("Ada Lovelace"), "the list left the screen: \(frame.text)")
    }
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func languagesCycleThroughGermanJapaneseAndRightToLeftArabic() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    try press("L", on: terminal, until: "German") { $0.rows[0].hasPrefix("Kontakte") }
    try press("L", on: terminal, until: "Japanese") { $0.rows[0].hasPrefix("連絡先") }
    var screen = try press("L", on: terminal, until: "Arabic") {
      $0.rows[0].hasPrefix("جهات الاتصال")
    }
    #expect(screen.rows[0].hasSuffix("ar"))
    screen = try press("e", on: terminal, until: "the empty list in Arabic") {
      $0.text.contains("لا توجد جهات اتصال")
    }
    #expect(screen.text.contains("[تحميل أمثلة]"))
    try press("L", on: terminal, until: "English again") { $0.text.contains("No Contacts") }
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func reduceMotionStopsTheBreathingSymbol() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    try press("e", on: terminal, until: "the empty list") { $0.text.contains("No Contacts") }
    // The symbol breathes: frames keep coming with nothing pressed (a breath is 3 s).
    let still = terminal.screen.frames.count
    try waitForFrame(on: terminal, "a breath", timeout: .seconds(8)) { $0.frames.count > still }
    try press("m", on: terminal, until: "Reduce Motion on") { $0.rows[0].contains("Reduce Motion") }
    let stopped = terminal.screen.frames.count
    Thread.sleep(forTimeInterval: 2)
    #expect(terminal.screen.frames.count == stopped, "frames still drawn with Reduce Motion on")
    try press("m", on: terminal, until: "Reduce Motion off") {
      !$0.rows[0].contains("Reduce Motion")
    }
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func questionMarkListsEveryKeyAndTheKeysInUseAreAlwaysShown() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    #expect(keyBar(terminal.screen).contains("q Quit"))
    var screen = try press("?", on: terminal, until: "the keys") {
      $0.text.contains("Press the First Button")
    }
    for key in ["/", "Esc", "Enter", "e", "l", "r", "f", "o", "L", "m", "?", "q"] {
      #expect(screen.rows.contains { $0.hasPrefix("  \(key) ") }, "\(key) is not listed")
    }
    #expect(keyBar(screen) == "? Close   q Quit")
    screen = try press("?", on: terminal, until: "the list again") { $0.text.contains("Ada") }
    #expect(keyBar(screen).contains("? Keys"))
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func resizingRedrawsAtTheNewWidth() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    // A frame drawn after each resize: the model cuts what was on screen to the new size.
    var drawn = terminal.screen.frames.count
    terminal.resize(rows: 20, columns: 40)
    var screen = try waitForFrame(on: terminal, "the 40-column rule") {
      $0.frames.count > drawn && $0.rows.contains(String(repeating: "─", count: 40))
    }
    #expect(screen.rows.count == 20)
    #expect(screen.rows.filter { $0 == String(repeating: "─", count: 40) }.count == 2)
    #expect(keyBar(screen).contains("q Quit"))
    drawn = screen.frames.count
    terminal.resize(rows: 30, columns: 120)
    screen = try waitForFrame(on: terminal, "the 120-column rule") {
      $0.frames.count > drawn && $0.rows.contains(String(repeating: "─", count: 120))
    }
    #expect(screen.rows[0].hasSuffix("en"))
    #expect(screen.rows[0].count == 120)
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func typedControlsAndEscapeSequencesNeverReachTheTerminal() throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    try press("/", on: terminal, until: "the search field") { $0.text.contains("⌕") }
    let pressed = terminal.output.count
    // An OSC title, a BEL, a right-to-left override, NUL and a clear-screen.
    try press(
      "x\u{1B}]0;pwned\u{07}\u{202E}\u{0}\u{1B}[2Jy", on: terminal, until: "the query shown"
    ) { $0.text.contains("No Results for “x0;pwnedy”") }
    let drawn = Array(terminal.output[pressed...])
    let text = String(decoding: drawn, as: UTF8.self)
    #expect(!text.contains("\u{1B}]"))
    #expect(!text.contains("\u{202E}"))
    #expect(!drawn.contains(0x07))
    #expect(!drawn.contains(0x00))
    #expect(!text.contains("\u{1B}[2J"))
    terminal.send("\u{03}")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func noColorDrawsWithoutStyling() throws {
    let terminal = try launchLoaded(environment: ["NO_COLOR": "1"])
    defer { terminal.close() }
    let text = String(decoding: terminal.output, as: UTF8.self)
    let styles = text.matches(of: /\x1B\[[0-9;]*m/).map { String(text[$0.range]) }
    #expect(!styles.isEmpty)
    #expect(Set(styles) == ["\u{1B}[0m"], "styling other than a reset: \(Set(styles))")
    #expect(terminal.screen.attributes(of: "Contacts")?.bold == false)
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  // MARK: Ending

  @Test(arguments: ["q", "\u{03}"])
  func aQuittingKeyRestoresTheTerminal(key: String) throws {
    let terminal = try launchLoaded()
    defer { terminal.close() }
    #expect(terminal.screen.isAlternateScreen)
    #expect(!terminal.screen.isCursorVisible)
    #expect(try terminal.termiosFlags() == .init(canonical: false, echo: false, signals: false))
    terminal.send(key)
    #expect(try terminal.waitForExit() == .exited(0))
    try expectRestored(terminal)
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalRestoresTheTerminalAndEndsTheDemoAsTheSignalWould(signal: Int32) throws {
    let terminal = try launch()
    defer { terminal.close() }
    // Mid-load, the spinner drawing.
    try waitForFrame(on: terminal, "progress") {
      $0.frames.contains { $0.text.contains("Loading…") }
    }
    terminal.signal(signal)
    #expect(try terminal.waitForExit() == .signalled(signal))
    try expectRestored(terminal)
  }

  @Test func resizesWhileDrawingAndThenQuittingRestoreTheTerminal() throws {
    let terminal = try launch()
    defer { terminal.close() }
    try waitForFrame(on: terminal, "progress") {
      $0.frames.contains { $0.text.contains("Loading…") }
    }
    for columns in stride(from: 80, through: 30, by: -5) {
      terminal.resize(rows: 24, columns: columns)
    }
    terminal.send("q")
    #expect(try terminal.waitForExit() == .exited(0))
    try expectRestored(terminal)
  }

  @Test func withoutATerminalOnStandardInputOrOutputItRefusesInOneLine() throws {
    let binary = try #require(ExecutableTests.binary)
    for redirect in ["< /dev/null", "> /dev/null"] {
      let terminal = try PseudoTerminal(
        executable: "/bin/sh",
        arguments: ["-c", "\"$0\" demo \(redirect); echo status=$?", binary.path],
        environment: PseudoTerminal.defaultEnvironment, rows: 24, columns: 120)
      defer { terminal.close() }
      #expect(try terminal.waitForExit() == .exited(0))
      #expect(
        terminal.screen.rows.prefix(2) == [
          "error: empty-states demo: needs an interactive terminal (standard input and output are not both one)",
          "status=64",
        ], "\(redirect)")
      #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[?1049h"))
      #expect(try terminal.termiosFlags() == .init(canonical: true, echo: true, signals: true))
    }
  }
}
