import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running under a real pseudo-terminal: the test types into it, resizes and
/// signals it, and reads its screen through a ``TerminalScreen``.
///
/// The program runs in a new session with the terminal as its controlling terminal, so
/// ``resize(rows:columns:)`` makes the kernel send it `SIGWINCH`, and a key like Ctrl-C reaches
/// it as the terminal's line discipline decides (as `SIGINT` in cooked mode, as byte 3 in raw).
///
/// ```swift
/// let terminal = try PseudoTerminal(
///   executable: "/bin/sh", arguments: ["-c", "read line; echo got:$line"],
///   environment: PseudoTerminal.defaultEnvironment, rows: 24, columns: 80)
/// terminal.send("hello\r")
/// try terminal.waitUntil { $0.text.contains("got:hello") }
/// #expect(try terminal.waitForExit(timeout: .seconds(5)) == .exited(0))
/// ```
final class PseudoTerminal {
  /// How the program ended.
  enum Termination: Hashable, Sendable {
    case exited(Int32)
    case signalled(Int32)
  }

  /// The line-discipline flags a full-screen program turns off and must turn back on.
  struct TermiosFlags: Hashable, Sendable {
    /// `ICANON`: input is read a line at a time.
    var canonical: Bool
    /// `ECHO`: typed characters are echoed.
    var echo: Bool
    /// `ISIG`: Ctrl-C, Ctrl-\ and Ctrl-Z send signals.
    var signals: Bool
  }

  /// A piece of output, as one read from the terminal returned it.
  struct Chunk: Sendable {
    /// What the read returned.
    var bytes: [UInt8]
    /// When it was read (the reader polls every few milliseconds).
    var time: ContinuousClock.Instant
  }

  /// What went wrong, with what was on screen at the time.
  enum Failure: Error, CustomStringConvertible {
    case system(String, errno: Int32)
    case timedOut(String, after: Duration, screen: String)

    var description: String {
      switch self {
      case .system(let call, let code):
        "\(call) failed: \(String(cString: strerror(code)))"
      case .timedOut(let what, let timeout, let screen):
        "timed out after \(timeout) waiting for \(what); the screen was:\n\(screen)"
      }
    }
  }

  /// A small environment for a program under test: the test's `PATH`, an xterm and UTF-8.
  static var defaultEnvironment: [String: String] {
    [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "TERM": "xterm-256color", "LANG": "C.UTF-8",
    ]
  }

  /// The child's process id.
  let processIdentifier: pid_t
  /// The terminal's device path, e.g. `/dev/pts/3`.
  let devicePath: String
  /// The screen as drawn by everything read so far (updated by ``waitUntil(_:timeout:_:)``,
  /// ``screen``, ``resize(rows:columns:)``).
  private var model: TerminalScreen
  private var modelFed = 0
  private let master: Int32
  private let slave: Int32
  private let reader: OutputReader
  private var termination: Termination?
  private var isClosed = false

  /// Starts `executable` (an absolute path) with `arguments` under a new `rows` × `columns`
  /// pseudo-terminal; its standard input, output and error are the terminal.
  ///
  /// - Parameters:
  ///   - executable: the program's absolute path, e.g. `/bin/sh`.
  ///   - arguments: its arguments, after its name.
  ///   - environment: the child's whole environment (see ``defaultEnvironment``).
  ///   - rows: the terminal's height.
  ///   - columns: the terminal's width.
  /// - Throws: ``Failure/system(_:errno:)`` when the terminal cannot be opened or the program
  ///   cannot be started.
  init(
    executable: String, arguments: [String], environment: [String: String], rows: Int,
    columns: Int
  ) throws {
    let (master, path) = try PTYSystem.openMaster()
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    // The parent's own descriptor on the terminal: it keeps the terminal alive after the child
    // exits, so that its modes can still be read (Linux keeps a pty's termios on the slave).
    let slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0, ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
      let code = errno
      PTYSystem.closeDescriptor(master)
      if slave >= 0 { PTYSystem.closeDescriptor(slave) }
      throw Failure.system("opening \(path)", errno: code)
    }
    let flags = fcntl(master, F_GETFL)
    _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
    do {
      processIdentifier = try PTYSystem.spawn(
        executable, arguments: arguments, environment: environment, terminal: path)
    } catch {
      PTYSystem.closeDescriptor(master)
      PTYSystem.closeDescriptor(slave)
      throw error
    }
    self.master = master
    self.slave = slave
    devicePath = path
    model = TerminalScreen(rows: rows, columns: columns)
    reader = OutputReader(descriptor: master)
    let reader = reader
    Thread.detachNewThread { reader.run() }
  }

  deinit {
    close()
  }

  // MARK: Output

  /// Every byte the program has written so far.
  var output: [UInt8] {
    reader.read()
    return reader.snapshot().bytes
  }

  /// The output so far, one ``Chunk`` per read, with when it arrived.
  var chunks: [Chunk] {
    reader.read()
    return reader.snapshot().chunks
  }

  /// When the byte at `offset` in ``output`` arrived (e.g. a ``TerminalScreen/Frame``'s
  /// `byteOffset - 1`), or `nil` if it has not.
  func arrivalTime(ofByte offset: Int) -> ContinuousClock.Instant? {
    var end = 0
    for chunk in chunks {
      end += chunk.bytes.count
      if offset < end { return offset >= 0 ? chunk.time : nil }
    }
    return nil
  }

  /// The screen as all output so far draws it.
  var screen: TerminalScreen {
    catchUp()
    return model
  }

  /// Polls the screen every 20 ms until `predicate` holds on it, and returns that screen.
  ///
  /// - Parameters:
  ///   - description: what is awaited, for the failure message.
  ///   - timeout: how long to wait.
  ///   - predicate: what must hold on the screen.
  /// - Returns: the first screen on which `predicate` holds.
  /// - Throws: ``Failure/timedOut(_:after:screen:)`` with the screen's text when it never holds.
  @discardableResult
  func waitUntil(
    _ description: String = "the screen to match", timeout: Duration = .seconds(10),
    _ predicate: (TerminalScreen) -> Bool
  ) throws -> TerminalScreen {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      catchUp()
      if predicate(model) { return model }
      guard ContinuousClock.now < deadline else {
        throw Failure.timedOut(description, after: timeout, screen: model.text)
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  private func catchUp() {
    reader.read()
    let bytes = reader.snapshot().bytes
    model.feed(bytes[modelFed...])
    modelFed = bytes.count
  }

  // MARK: Input and control

  /// Types `text` (UTF-8): "\u{1B}" is Esc, "\u{03}" Ctrl-C, "\r" Enter, "\u{7F}" Backspace.
  func send(_ text: String) {
    send(bytes: Array(text.utf8))
  }

  /// Types `bytes`.
  func send(bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if written < 0 && errno != EAGAIN && errno != EINTR {
        return
      } else {
        Thread.sleep(forTimeInterval: 0.005)
      }
    }
  }

  /// Resizes the terminal: the kernel sends `SIGWINCH` to its foreground process group, and the
  /// ``screen`` takes the new size after drawing what came before.
  func resize(rows: Int, columns: Int) {
    catchUp()
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    model.resize(rows: rows, columns: columns)
  }

  /// Sends `signal` to the program.
  func signal(_ signal: Int32) {
    guard termination == nil else { return }
    kill(processIdentifier, signal)
  }

  /// Waits for the program to end.
  ///
  /// - Throws: ``Failure/timedOut(_:after:screen:)`` when it has not ended in time; it is then
  ///   killed with `SIGKILL`, so a hung program never hangs the tests.
  @discardableResult
  func waitForExit(timeout: Duration = .seconds(10)) throws -> Termination {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      if let termination = reap(options: WNOHANG) {
        // The kernel hands what the program wrote last to the master side a moment later.
        var count = -1
        while count != reader.count {
          count = reader.count
          Thread.sleep(forTimeInterval: 0.03)
          reader.read()
        }
        catchUp()
        return termination
      }
      guard ContinuousClock.now < deadline else {
        catchUp()
        killAndReap()
        throw Failure.timedOut("the program to exit", after: timeout, screen: model.text)
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  /// The terminal's `ICANON`, `ECHO` and `ISIG` flags now: after the program exits, whether it
  /// gave back the modes it changed.
  func termiosFlags() throws -> TermiosFlags {
    var modes = termios()
    guard tcgetattr(slave, &modes) == 0 else {
      throw Failure.system("tcgetattr(\(devicePath))", errno: errno)
    }
    return TermiosFlags(
      canonical: modes.c_lflag & tcflag_t(ICANON) != 0,
      echo: modes.c_lflag & tcflag_t(ECHO) != 0,
      signals: modes.c_lflag & tcflag_t(ISIG) != 0)
  }

  /// Kills the program (and its process group) if it is still running, and closes the terminal.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    killAndReap()
    reader.stop()
    PTYSystem.closeDescriptor(master)
    PTYSystem.closeDescriptor(slave)
  }

  private func killAndReap() {
    guard termination == nil else { return }
    kill(-processIdentifier, SIGKILL)
    kill(processIdentifier, SIGKILL)
    _ = reap(options: 0)
  }

  private func reap(options: Int32) -> Termination? {
    if let termination { return termination }
    var status: Int32 = 0
    var result: pid_t
    repeat {
      result = waitpid(processIdentifier, &status, options)
    } while result < 0 && errno == EINTR
    guard result == processIdentifier else { return nil }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
    let signal = status & 0x7F
    termination = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    return termination
  }
}
