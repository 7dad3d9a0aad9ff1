extension EmptyState.Media {
  /// Every SF Symbol name the package draws as itself, sorted: the presets' symbols and those
  /// an app's own empty states commonly show (the seeds', the docs' and the catalog's).
  ///
  /// The one list of symbols: every renderer draws each name on it — SwiftUI as the SF Symbol
  /// of that name, `HTMLRenderer` with an inline SVG glyph of its own, `TerminalRenderer` with a
  /// character of its own — and a test holds each renderer to the list. A name that is not on
  /// it still draws: SwiftUI looks it up in SF Symbols, the HTML and terminal renderers show a
  /// neutral glyph.
  ///
  /// ```swift
  /// EmptyState.Media.symbolNames.contains("wifi.slash")  // true: offline's symbol
  /// ```
  public static let symbolNames: [String] = [
    "archivebox", "arrow.clockwise", "arrow.up.right", "bell", "bell.slash", "bookmark",
    "bubble.left", "calendar", "cart", "checkmark", "checkmark.circle", "clock", "creditcard",
    "doc", "doc.text", "envelope", "exclamationmark.circle", "exclamationmark.triangle",
    "folder", "gear", "globe", "hand.raised", "heart", "house", "icloud", "icloud.slash",
    "info.circle", "link", "list.bullet", "lock", "magnifyingglass", "map", "mappin",
    "mappin.slash", "music.note.list", "newspaper", "person", "person.2", "person.crop.circle",
    "person.crop.circle.badge.questionmark", "photo", "photo.on.rectangle", "plus",
    "questionmark.circle", "questionmark.folder", "rectangle.on.rectangle.slash", "server.rack",
    "square.and.arrow.up", "star", "trash", "tray", "wifi", "wifi.exclamationmark", "wifi.slash",
    "xmark", "xmark.circle",
  ]
}
