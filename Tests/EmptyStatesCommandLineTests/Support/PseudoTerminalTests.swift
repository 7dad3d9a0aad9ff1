import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pseudo-terminal harness against programs every Linux has: `/bin/sh` and `stty`.
///
/// Every wait in the harness has its own timeout (10 s at most here) and kills the program when
/// it passes, so a hung program fails its test in seconds. The suite's time limit is only the
/// backstop: in a full `swift test` on two cores a test can wait two minutes for a thread before
/// its body runs (the type-check and browser tests hold them), and the limit counts that wait.
@Suite(.serialized, .timeLimit(.minutes(5))) struct PseudoTerminalTests {
  private func shell(_ script: String, rows: Int = 24, columns: Int = 80) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", script],
      environment: PseudoTerminal.defaultEnvironment, rows: rows, columns: columns)
  }

  @Test func theProgramSeesTheWindowSizeAndTheTerminalAsItsControllingOne() throws {
    // Opening /dev/tty fails (ENXIO) in a process without a controlling terminal.
    let terminal = try shell("stty size; tty; (exec 3</dev/tty) 2>/dev/null && echo controlling")
    defer { terminal.close() }
    #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
    #expect(terminal.screen.rows.prefix(3) == ["24 80", "\(terminal.devicePath)", "controlling"])
  }

  @Test func resizingSignalsTheProgramWhichSeesTheNewSize() throws {
    let terminal = try shell(
      "trap 'echo winch $(stty size)' WINCH; echo ready; while :; do sleep 0.05; done")
    defer { terminal.close() }
    try terminal.waitUntil("ready") { $0.text.contains("ready") }
    terminal.resize(rows: 30, columns: 100)
    let screen = try terminal.waitUntil("winch") { $0.text.contains("winch") }
    #expect(screen.rowsContaining("winch 30 100") == [1])
    terminal.signal(SIGTERM)
    #expect(try terminal.waitForExit(timeout: .seconds(10)) == .signalled(SIGTERM))
  }

  @Test func whatIsTypedReachesTheProgram() throws {
    let terminal = try shell("read line; echo got:$line")
    defer { terminal.close() }
    terminal.send("hello\r")
    try terminal.waitUntil("got:hello") { $0.text.contains("got:hello") }
    #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
    // The terminal echoes the typed line in cooked mode, then the program answers.
    #expect(terminal.screen.rows.prefix(2) == ["hello", "got:hello"])
  }

  @Test func controlCInCookedModeInterruptsTheProgram() throws {
    let terminal = try shell("echo ready; while :; do sleep 0.05; done")
    defer { terminal.close() }
    try terminal.waitUntil("ready") { $0.text.contains("ready") }
    terminal.send("\u{03}")
    #expect(try terminal.waitForExit(timeout: .seconds(10)) == .signalled(SIGINT))
  }

  @Test func modesAProgramLeavesChangedAreReadAfterItExits() throws {
    let terminal = try shell("stty raw -echo; echo set")
    defer { terminal.close() }
    #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
    #expect(terminal.screen.text.contains("set"))
    #expect(try terminal.termiosFlags() == .init(canonical: false, echo: false, signals: false))
  }

  @Test func modesAProgramLeavesAloneAreCooked() throws {
    let terminal = try shell("echo untouched")
    defer { terminal.close() }
    #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(0))
    #expect(try terminal.termiosFlags() == .init(canonical: true, echo: true, signals: true))
  }

  @Test func exitCodesAreReported() throws {
    let terminal = try shell("exit 3")
    defer { terminal.close() }
    #expect(try terminal.waitForExit(timeout: .seconds(10)) == .exited(3))
  }

  @Test func aProgramThatNeverExitsIsKilledAtTheTimeout() throws {
    let terminal = try shell("trap '' TERM INT HUP; echo stuck; while :; do sleep 0.05; done")
    defer { terminal.close() }
    try terminal.waitUntil("stuck") { $0.text.contains("stuck") }
    let start = ContinuousClock.now
    let error = #expect(throws: PseudoTerminal.Failure.self) {
      try terminal.waitForExit(timeout: .milliseconds(300))
    }
    #expect(ContinuousClock.now - start < .seconds(5))
    // The failure shows the screen, and the program is gone.
    #expect(String(describing: error).contains("stuck"))
    #expect(kill(terminal.processIdentifier, 0) == -1)
  }

  @Test func aScreenThatNeverAppearsFailsWithTheScreenInTheMessage() throws {
    let terminal = try shell("echo only this; sleep 5")
    defer { terminal.close() }
    let error = #expect(throws: PseudoTerminal.Failure.self) {
      try terminal.waitUntil("never", timeout: .milliseconds(500)) { $0.text.contains("never") }
    }
    #expect(String(describing: error).contains("waiting for never"))
    #expect(String(describing: error).contains("only this"))
  }

  @Test func eachFrameCanBeTimedByWhenItsLastByteArrived() throws {
    let frame = "\\033[?2026h\\033[H%s\\033[K\\033[?2026l"
    let terminal = try shell(
      "printf '\(frame)' one; sleep 0.4; printf '\(frame)' two; sleep 5", rows: 2, columns: 10)
    defer { terminal.close() }
    let screen = try terminal.waitUntil("two frames") { $0.frames.count == 2 }
    #expect(screen.frames.map(\.rows) == [["one", ""], ["two", ""]])
    let first = try #require(terminal.arrivalTime(ofByte: screen.frames[0].byteOffset - 1))
    let second = try #require(terminal.arrivalTime(ofByte: screen.frames[1].byteOffset - 1))
    #expect(second - first > .milliseconds(300))
    #expect(terminal.arrivalTime(ofByte: terminal.output.count) == nil)
  }

  @Test func fullScreenOutputIsReadThroughTheScreenModel() throws {
    let terminal = try shell(
      "printf '\\033[?1049h\\033[?25l\\033[?2026h\\033[H\\033[2mdim\\033[m\\033[K\\033[J"
        + "\\033[?2026l'; sleep 5",
      rows: 5, columns: 20)
    defer { terminal.close() }
    let screen = try terminal.waitUntil("a frame") { $0.frames.count == 1 }
    #expect(screen.isAlternateScreen)
    #expect(!screen.isCursorVisible)
    #expect(screen.frames[0].rows == ["dim", "", "", "", ""])
    #expect(screen.attributes(of: "dim") == .init(dim: true))
    let chunks = terminal.chunks
    #expect(!chunks.isEmpty)
    #expect(chunks.flatMap(\.bytes) == terminal.output)
  }
}
