import EmptyStates

/// A key in use on the demo's current screen and what it does, for the key bar at the bottom.
struct DemoKeyHint: Equatable {
  /// The key as printed on a keyboard: `/`, `Enter`, `Esc`.
  var key: String
  /// What it does, in the demo's String Catalog (or an action's own title).
  var label: LocalizedText
}

extension DemoKeyHint {
  static let search = DemoKeyHint(key: "/", label: "Search")
  static let clear = DemoKeyHint(key: "Esc", label: "Clear")
  static let pressButton = DemoKeyHint(key: "Enter", label: "Press the First Button")
  static let empty = DemoKeyHint(key: "e", label: "Empty")
  static let loadSamples = DemoKeyHint(key: "l", label: "Load Samples")
  static let refresh = DemoKeyHint(key: "r", label: "Refresh")
  static let failingRefresh = DemoKeyHint(key: "f", label: "Failing Refresh")
  static let goOffline = DemoKeyHint(key: "o", label: "Go Offline")
  static let goOnline = DemoKeyHint(key: "o", label: "Go Online")
  static let language = DemoKeyHint(key: "L", label: "Language")
  static let reduceMotion = DemoKeyHint(key: "m", label: "Reduce Motion")
  static let keys = DemoKeyHint(key: "?", label: "Keys")
  static let quit = DemoKeyHint(key: "q", label: "Quit")
  /// While typing, letters are text: only Ctrl-C quits.
  static let interrupt = DemoKeyHint(key: "Ctrl-C", label: "Quit")
  static let done = DemoKeyHint(key: "Enter", label: "Done")
  static let delete = DemoKeyHint(key: "⌫", label: "Delete")
  static let close = DemoKeyHint(key: "?", label: "Close")

  /// Enter, pressing the button `action`.
  static func press(_ action: EmptyState.Action) -> DemoKeyHint {
    DemoKeyHint(key: "Enter", label: action.title)
  }
}
