import Dispatch
import EmptyStates

/// The demo's loop: draws the model, waits for a key, a resize, a signal or the next moment
/// the screen changes by itself, and starts again — until a key quits or a signal ends it.
struct DemoSession {
  /// How the demo ended.
  enum Ending: Equatable {
    /// `q` or Ctrl-C.
    case quit
    /// SIGINT, SIGTERM or SIGHUP from outside.
    case signal(Int32)
    /// The terminal went away.
    case closed
  }

  private var model: DemoModel
  private let defaults: EmptyStateDefaults
  private let isStyled: Bool
  private let started = DispatchTime.now().uptimeNanoseconds

  init(defaults: EmptyStateDefaults, locales: [String], isStyled: Bool) {
    self.defaults = defaults
    self.isStyled = isStyled
    model = DemoModel(locales: locales, rules: defaults.rules, policy: defaults.progress)
  }

  /// Seconds since the demo started, on a clock that never goes back.
  private var now: Double {
    Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
  }

  mutating func run(on terminal: DemoTerminal) -> Ending {
    var keys = DemoKeyReader()
    var size = terminal.size
    var shown = ""
    model.start(at: now)
    while !model.isFinished {
      let time = now
      model.advance(to: time)
      let screen = DemoScreen(
        rows: size.rows, columns: size.columns, isStyled: isStyled, defaults: defaults)
      let frame = Self.frame(screen.draw(model, at: time), height: size.rows)
      if frame != shown {
        terminal.write(frame)
        shown = frame
      }
      let timeout = screen.nextChange(model, after: time).map { $0 - now }
      for event in terminal.wait(timeout: timeout) {
        switch event {
        case .input(let bytes):
          for key in keys.keys(from: bytes) { model.press(key, at: now) }
        case .resized:
          size = terminal.size
          // Everything is drawn again, on a cleared screen: the terminal may have reflowed it.
          terminal.write("\u{1B}[2J")
          shown = ""
        case .signal(let signal):
          return .signal(signal)
        case .closed:
          return .closed
        }
      }
    }
    return .quit
  }

  /// One frame of `height` rows, inside a synchronized update so that the terminal shows it at
  /// once: each row is cleared and drawn from its own start. Nothing is erased after a row's
  /// text, which in a row that fills the width would take its last character with it.
  static func frame(_ rows: [String], height: Int) -> String {
    var frame = "\u{1B}[?2026h"
    for row in 0..<height {
      frame += "\u{1B}[\(row + 1);1H\u{1B}[2K"
      if row < rows.count { frame += rows[row] }
    }
    return frame + "\u{1B}[0m\u{1B}[?2026l"
  }
}
