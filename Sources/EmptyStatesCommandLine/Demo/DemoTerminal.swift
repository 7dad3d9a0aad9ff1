import EmptyStatesCommandLineContract

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the pipe the signal handler writes each signal's number to: set before the
/// handler is installed and never changed while it is, so the handler reads it safely.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// Writes the signal's number to ``signalPipe``: the one thing a handler may safely do. The
/// demo's loop reads it with the keys.
private func noteSignal(_ signal: Int32) {
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(signalPipe, &byte, 1)
}

/// `write(2)` of a buffer, named apart from ``DemoTerminal/write(_:)``.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
  guard let base = buffer.baseAddress else { return 0 }
  return write(descriptor, base, buffer.count)
}

/// `read(2)` into a buffer, named apart from the terminal's own reading.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  guard let base = buffer.baseAddress else { return 0 }
  return read(descriptor, base, buffer.count)
}

/// The terminal the demo owns while it runs: raw mode, the alternate screen and a hidden cursor
/// on entry; keys, resizes and signals as events; and everything put back by ``restore()``,
/// whatever ended the demo.
final class DemoTerminal {
  /// Something that happened while the demo waited.
  enum Event: Equatable {
    /// Bytes typed.
    case input([UInt8])
    /// The window changed size.
    case resized
    /// SIGINT, SIGTERM or SIGHUP: the demo must end.
    case signal(Int32)
    /// The terminal went away.
    case closed
  }

  /// The signals whose arrival the demo handles: it restores the terminal before it ends.
  static let endingSignals = [SIGINT, SIGTERM, SIGHUP]

  private var saved = termios()
  private var savedActions: [Int32: sigaction] = [:]
  private var pipeEnds: [Int32] = [-1, -1]
  /// Whether there is nothing to put back: before the demo took the terminal, or after.
  private var isRestored = true

  /// Takes over the terminal.
  ///
  /// - Throws: A usage error when standard input or output is no terminal.
  init() throws(CLIError) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw .usage(
        "empty-states demo: needs an interactive terminal (standard input and output are not both one)"
      )
    }
    guard tcgetattr(STDIN_FILENO, &saved) == 0, pipe(&pipeEnds) == 0 else {
      throw .usage("empty-states demo: cannot set up the terminal")
    }
    for end in pipeEnds {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    signalPipe = pipeEnds[1]
    for signal in Self.endingSignals + [SIGWINCH] {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = noteSignal
      #else
        action.__sigaction_u.__sa_handler = noteSignal
      #endif
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      var previous = sigaction()
      sigaction(signal, &action, &previous)
      savedActions[signal] = previous
    }
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    isRestored = false
    // The alternate screen, so the shell's screen comes back; no cursor blinking in the list.
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  deinit {
    restore()
  }

  /// The window's size; 24 × 80 when the terminal does not say.
  var size: (rows: Int, columns: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return (24, 80) }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// Writes all of `text`, through interruptions.
  func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { writeBytes(STDOUT_FILENO, $0) }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR || errno == EAGAIN {
        continue
      } else {
        return
      }
    }
  }

  /// Waits for keys, a resize or a signal, at most `timeout` seconds (for ever when `nil`).
  func wait(timeout: Double?) -> [Event] {
    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds = timeout.map { Int32(min(max(0, ($0 * 1_000).rounded(.up)), 60_000)) } ?? -1
    guard poll(&descriptors, 2, milliseconds) > 0 else { return [] }
    var events: [Event] = []
    if descriptors[1].revents & Int16(POLLIN) != 0 {
      for signal in receive(pipeEnds[0]) ?? [] {
        let event: Event = Int32(signal) == SIGWINCH ? .resized : .signal(Int32(signal))
        if events.last != event { events.append(event) }
      }
    }
    if descriptors[0].revents != 0 {
      if let bytes = receive(STDIN_FILENO) {
        if !bytes.isEmpty { events.append(.input(bytes)) }
      } else {
        events.append(.closed)
      }
    }
    return events
  }

  /// What one read of `descriptor` gives: `[]` when nothing was ready, `nil` at its end.
  private func receive(_ descriptor: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 1_024)
    let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0) }
    if count > 0 { return Array(buffer.prefix(count)) }
    if count < 0, errno == EINTR || errno == EAGAIN { return [] }
    return nil
  }

  /// Puts the terminal back as it was: styling reset, cursor shown, the shell's screen back,
  /// cooked mode, and the signals' earlier handlers. Safe to call more than once.
  func restore() {
    guard !isRestored else { return }
    isRestored = true
    write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    for (signal, var action) in savedActions {
      sigaction(signal, &action, nil)
    }
    signalPipe = -1
    for end in pipeEnds where end >= 0 { close(end) }
  }
}
