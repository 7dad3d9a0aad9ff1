/// A key the demo reads from the terminal in raw mode.
package enum DemoKey: Equatable {
  /// A printable character.
  case character(Character)
  /// Return or Enter.
  case enter
  /// Esc on its own (not the start of an arrow key's sequence).
  case escape
  /// Backspace or Delete.
  case backspace
  /// Ctrl-C: with the terminal in raw mode it arrives as a byte, not a signal.
  case interrupt
  /// Any other key or sequence: arrows, function keys, other control characters.
  case other
}
