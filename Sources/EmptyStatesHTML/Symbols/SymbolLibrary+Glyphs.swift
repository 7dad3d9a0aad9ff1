extension SymbolLibrary {
  /// Our own glyphs, by SF Symbol name: the markup inside a 24 × 24 `<svg>`.
  ///
  /// Drawn for this package on its own grid, not traced from SF Symbols or any icon set. Every
  /// glyph is outlines only: the enclosing `<svg>` strokes them in `currentColor`, 1.6 wide with
  /// round caps and joins, and a glyph fills nothing but its solid dots. Shapes keep to about
  /// 3…21 on both axes so the set shares one optical size. No ids, no styles, no links.
  package static let glyphs: [String: String] = [
    "archivebox":
      #"<rect x="3" y="4" width="18" height="4.5" rx="1.2"/>"#
      + #"<path d="M4.5 8.5v10a1.8 1.8 0 0 0 1.8 1.8h11.4a1.8 1.8 0 0 0 1.8-1.8v-10"/>"#
      + #"<path d="M10 12.2h4"/>"#,
    "arrow.clockwise":
      #"<path d="M19.14 10.2A7.6 7.6 0 1 1 12 5.2"/><path d="m9.6 2.6 2.8 2.6-2.8 2.6"/>"#,
    "arrow.up.right": #"<path d="M7 17 17 7M8.5 7H17v8.5"/>"#,
    "bell":
      #"<path d="M5 17.5h14l-1-1.3c-.6-.8-.9-1.7-.9-2.7v-3.2a5.1 5.1 0 0 0-10.2 0v3.2"#
      + #"c0 1-.3 1.9-.9 2.7z"/><path d="M12 5.2V3.5M10.2 19.6a1.9 1.9 0 0 0 3.6 0"/>"#,
    "bell.slash":
      #"<path d="M5 17.5h14l-1-1.3c-.6-.8-.9-1.7-.9-2.7v-3.2a5.1 5.1 0 0 0-10.2 0v3.2"#
      + #"c0 1-.3 1.9-.9 2.7z"/><path d="M12 5.2V3.5M10.2 19.6a1.9 1.9 0 0 0 3.6 0"/>"#
      + #"<path d="m3.5 3.5 17 17"/>"#,
    "bookmark":
      #"<path d="M7 3.2h10a1.5 1.5 0 0 1 1.5 1.5v16.1L12 16.5l-6.5 4.3V4.7"#
      + #"A1.5 1.5 0 0 1 7 3.2z"/>"#,
    "bubble.left":
      #"<path d="M12 4c4.7 0 8.5 3.1 8.5 7s-3.8 7-8.5 7c-1 0-1.9-.1-2.8-.4L5 19.5l1-3.4"#
      + #"C4.5 14.8 3.5 13 3.5 11c0-3.9 3.8-7 8.5-7z"/>"#,
    "calendar":
      #"<rect x="3.5" y="5" width="17" height="15.5" rx="2"/>"#
      + #"<path d="M3.5 9.8h17M8 3v4M16 3v4"/>"#
      + #"<circle cx="8" cy="13.6" r="1" fill="currentColor" stroke="none"/>"#
      + #"<circle cx="12" cy="13.6" r="1" fill="currentColor" stroke="none"/>"#
      + #"<circle cx="16" cy="13.6" r="1" fill="currentColor" stroke="none"/>"#
      + #"<circle cx="8" cy="17" r="1" fill="currentColor" stroke="none"/>"#
      + #"<circle cx="12" cy="17" r="1" fill="currentColor" stroke="none"/>"#,
    "cart":
      #"<path d="M2.8 4.5h2.5l2.4 10.5h10.1l2-7.2H6"/>"#
      + #"<circle cx="9.2" cy="19" r="1.4"/><circle cx="16.6" cy="19" r="1.4"/>"#,
    "checkmark": #"<path d="m4.5 12.5 4.8 4.8L19.5 7"/>"#,
    "checkmark.circle":
      #"<circle cx="12" cy="12" r="9"/><path d="m7.8 12.4 2.8 2.8 5.6-5.9"/>"#,
    "clock": #"<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.4 2.1"/>"#,
    "creditcard":
      #"<rect x="2.8" y="5.5" width="18.4" height="13" rx="2"/>"#
      + #"<path d="M2.8 9.8h18.4M6.5 14.8h3.5"/>"#,
    "doc":
      #"<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/>"#
      + #"<path d="M14 3v3.5A1.5 1.5 0 0 0 15.5 8H19"/>"#,
    "doc.text":
      #"<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/>"#
      + #"<path d="M14 3v3.5A1.5 1.5 0 0 0 15.5 8H19"/>"#
      + #"<path d="M8.5 12h7M8.5 15h7M8.5 18h4"/>"#,
    "envelope":
      #"<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="m3.8 7.2 8.2 6 8.2-6"/>"#,
    "exclamationmark.circle":
      #"<circle cx="12" cy="12" r="9"/><path d="M12 7.3V13"/>"#
      + #"<circle cx="12" cy="16.4" r="1.1" fill="currentColor" stroke="none"/>"#,
    "exclamationmark.triangle":
      #"<path d="M11.11 4.57Q12 3 12.89 4.57L20.61 18.23Q21.5 19.8 19.7 19.8H4.3"#
      + #"Q2.5 19.8 3.39 18.23Z"/><path d="M12 9.2v4.6"/>"#
      + #"<circle cx="12" cy="16.7" r="1.1" fill="currentColor" stroke="none"/>"#,
    "folder":
      #"<path d="M3.2 6.8A1.8 1.8 0 0 1 5 5h4.3l2 2.3H19a1.8 1.8 0 0 1 1.8 1.8v9.1"#
      + #"A1.8 1.8 0 0 1 19 20H5a1.8 1.8 0 0 1-1.8-1.8z"/><path d="M3.2 10.3h17.6"/>"#,
    "gear":
      #"<path d="M10.18 5.45L10.53 3.22A8.9 8.9 0 0 1 13.47 3.22L13.82 5.45"#
      + #"A6.8 6.8 0 0 1 15.35 6.08L17.17 4.75A8.9 8.9 0 0 1 19.25 6.83L17.92 8.65"#
      + #"A6.8 6.8 0 0 1 18.55 10.18L20.78 10.53A8.9 8.9 0 0 1 20.78 13.47L18.55 13.82"#
      + #"A6.8 6.8 0 0 1 17.92 15.35L19.25 17.17A8.9 8.9 0 0 1 17.17 19.25L15.35 17.92"#
      + #"A6.8 6.8 0 0 1 13.82 18.55L13.47 20.78A8.9 8.9 0 0 1 10.53 20.78L10.18 18.55"#
      + #"A6.8 6.8 0 0 1 8.65 17.92L6.83 19.25A8.9 8.9 0 0 1 4.75 17.17L6.08 15.35"#
      + #"A6.8 6.8 0 0 1 5.45 13.82L3.22 13.47A8.9 8.9 0 0 1 3.22 10.53L5.45 10.18"#
      + #"A6.8 6.8 0 0 1 6.08 8.65L4.75 6.83A8.9 8.9 0 0 1 6.83 4.75L8.65 6.08"#
      + #"A6.8 6.8 0 0 1 10.18 5.45Z"/><circle cx="12" cy="12" r="2.8"/>"#,
    "globe":
      #"<circle cx="12" cy="12" r="9"/><ellipse cx="12" cy="12" rx="3.8" ry="9"/>"#
      + #"<path d="M3 12h18"/>"#,
    "hand.raised":
      #"<path d="M7.2 13.2V7.4a1.6 1.6 0 0 1 3.2 0V12M10.4 12V5.4a1.6 1.6 0 0 1 3.2 0V12"#
      + #"M13.6 12V6.2a1.6 1.6 0 0 1 3.2 0V12"/>"#
      + #"<path d="M16.8 12V8.8a1.6 1.6 0 0 1 3.2 0v5.8a6.3 6.3 0 0 1-6.3 6.3h-.8"#
      + #"a6 6 0 0 1-5.6-2.4l-3.3-4.5a1.5 1.5 0 0 1 2.3-1.9l.9 1.1"/>"#,
    "heart":
      #"<path d="M12 20.2C8.6 18 3.4 14.4 3.4 9.4A4.4 4.4 0 0 1 12 7.5 4.4 4.4 0 0 1 20.6 9.4"#
      + #"C20.6 14.4 15.4 18 12 20.2z"/>"#,
    "house":
      #"<path d="M3.5 11.2 12 4l8.5 7.2"/>"#
      + #"<path d="M5.8 9.5v9A1.5 1.5 0 0 0 7.3 20h3.2v-5.5h3V20h3.2a1.5 1.5 0 0 0 1.5-1.5v-9"/>"#,
    "icloud":
      #"<path d="M7.2 19A4.2 4.2 0 0 1 7.01 10.6 5.5 5.5 0 0 1 18 11.06 4 4 0 0 1 17.3 19z"/>"#,
    "icloud.slash":
      #"<path d="M7.2 19A4.2 4.2 0 0 1 7.01 10.6 5.5 5.5 0 0 1 18 11.06 4 4 0 0 1 17.3 19z"/>"#
      + #"<path d="m3.5 3.5 17 17"/>"#,
    "info.circle":
      #"<circle cx="12" cy="12" r="9"/><path d="M10.8 11H12v5.5M10.5 16.5h3"/>"#
      + #"<circle cx="12" cy="7.8" r="1.1" fill="currentColor" stroke="none"/>"#,
    "link":
      #"<g transform="rotate(-45 12 12)"><path d="M11 8H7a4 4 0 0 0 0 8h4M13 8h4a4 4 0 0 1 0 8h-4"#
      + #"M8.5 12h7"/></g>"#,
    "list.bullet":
      #"<path d="M9 6.5h11M9 12h11M9 17.5h11"/>"#
      + #"<circle cx="5" cy="6.5" r="1.2" fill="currentColor" stroke="none"/>"#
      + #"<circle cx="5" cy="12" r="1.2" fill="currentColor" stroke="none"/>"#
      + #"<circle cx="5" cy="17.5" r="1.2" fill="currentColor" stroke="none"/>"#,
    "lock":
      #"<rect x="5" y="10.5" width="14" height="10" rx="2"/>"#
      + #"<path d="M8 10.5v-3a4 4 0 0 1 8 0v3M12 14.5V17"/>"#,
    "magnifyingglass": #"<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.3 15.3 5.2 5.2"/>"#,
    "map":
      #"<path d="M3.5 6.5 9 4.5l6 2 5.5-2v13l-5.5 2-6-2-5.5 2z"/><path d="M9 4.5v13M15 6.5v13"/>"#,
    "mappin":
      #"<path d="M12 21c-2.2-2.2-6.6-6.6-6.6-11a6.6 6.6 0 0 1 13.2 0c0 4.4-4.4 8.8-6.6 11z"/>"#
      + #"<circle cx="12" cy="10" r="2.4"/>"#,
    "mappin.slash":
      #"<path d="M12 21c-2.2-2.2-6.6-6.6-6.6-11a6.6 6.6 0 0 1 13.2 0c0 4.4-4.4 8.8-6.6 11z"/>"#
      + #"<path d="m3.5 3.5 17 17"/>"#,
    "music.note.list":
      #"<path d="M3.5 6h10.5M3.5 10.5h10.5M3.5 15h6.5"/>"#
      + #"<path d="M18.6 17.6V5.4c.3 1.9 2.8 2.5 2.8 4.6"/><circle cx="16.4" cy="17.6" r="2.2"/>"#,
    "newspaper":
      #"<path d="M6.5 18V6A1.5 1.5 0 0 1 8 4.5h11A1.5 1.5 0 0 1 20.5 6v12a1.5 1.5 0 0 1-1.5 1.5"#
      + #"H5A1.5 1.5 0 0 1 3.5 18V9.5h3M5 19.5A1.5 1.5 0 0 0 6.5 18"/>"#
      + #"<rect x="9.5" y="7.5" width="8" height="3.5" rx=".6"/><path d="M9.5 14h8M9.5 16.8h8"/>"#,
    "person":
      #"<circle cx="12" cy="8" r="3.6"/><path d="M5 20.2v-.7a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v.7"/>"#,
    "person.2":
      #"<circle cx="9" cy="8.2" r="3.3"/>"#
      + #"<path d="M3 20v-1a4.6 4.6 0 0 1 4.6-4.6h2.8a4.6 4.6 0 0 1 4.6 4.6v1"/>"#
      + #"<circle cx="16.6" cy="8.6" r="2.7"/><path d="M17.2 14.4h.2a3.6 3.6 0 0 1 3.6 3.6v2"/>"#,
    "person.crop.circle":
      #"<circle cx="12" cy="12" r="9"/><circle cx="12" cy="9.8" r="3.2"/>"#
      + #"<path d="M6.3 18.3c1.4-1.9 3.4-2.9 5.7-2.9s4.3 1 5.7 2.9"/>"#,
    "person.crop.circle.badge.questionmark":
      #"<path d="M18.59 12.61A8 8 0 1 0 13.01 18.49"/><circle cx="10.8" cy="8.6" r="2.9"/>"#
      + #"<path d="M5.5 16.6c1.3-1.9 3.2-3 5.3-3 1.1 0 2.2.3 3.1.8"/>"#
      + #"<path d="M17.3 16.4a1.4 1.4 0 1 1 2 1.3c-.4.2-.7.5-.7.9v.2"/>"#
      + #"<circle cx="18.6" cy="21" r=".95" fill="currentColor" stroke="none"/>"#,
    "photo":
      #"<rect x="3" y="4.5" width="18" height="15" rx="2"/><circle cx="8.5" cy="9.5" r="1.7"/>"#
      + #"<path d="m3.4 16.4 4.9-4.9 5.4 5.4 2.6-2.6 4.3 4.3"/>"#,
    "photo.on.rectangle":
      #"<rect x="3" y="8" width="14" height="12" rx="1.8"/>"#
      + #"<path d="M7 8V6.3a1.8 1.8 0 0 1 1.8-1.8h10.4A1.8 1.8 0 0 1 21 6.3v8.4"#
      + #"a1.8 1.8 0 0 1-1.8 1.8H17"/><circle cx="7" cy="11.6" r="1.3"/>"#
      + #"<path d="m3.4 17.8 3.6-3.6 3.9 3.9 2-2 3.1 3.1"/>"#,
    "plus": #"<path d="M12 5v14M5 12h14"/>"#,
    "questionmark.circle":
      #"<circle cx="12" cy="12" r="9"/>"#
      + #"<path d="M9.6 9.6a2.5 2.5 0 1 1 3.6 2.2c-.7.35-1.2.9-1.2 1.7v.4"/>"#
      + #"<circle cx="12" cy="16.9" r="1.1" fill="currentColor" stroke="none"/>"#,
    "questionmark.folder":
      #"<path d="M3.2 6.8A1.8 1.8 0 0 1 5 5h4.3l2 2.3H19a1.8 1.8 0 0 1 1.8 1.8v9.1"#
      + #"A1.8 1.8 0 0 1 19 20H5a1.8 1.8 0 0 1-1.8-1.8z"/>"#
      + #"<path d="M10.3 11.6a1.8 1.8 0 1 1 2.6 1.6c-.55.3-.9.7-.9 1.3v.3"/>"#
      + #"<circle cx="12" cy="17.3" r="1" fill="currentColor" stroke="none"/>"#,
    "rectangle.on.rectangle.slash":
      #"<rect x="3" y="8.5" width="13" height="11" rx="1.8"/>"#
      + #"<path d="M7.5 8.5V6.8A1.8 1.8 0 0 1 9.3 5h9.9A1.8 1.8 0 0 1 21 6.8v8.4"#
      + #"a1.8 1.8 0 0 1-1.8 1.8H16"/><path d="m3 3 18 18"/>"#,
    "server.rack":
      #"<rect x="3.5" y="3.5" width="17" height="3.8" rx="1.2"/>"#
      + #"<rect x="3.5" y="10.1" width="17" height="3.8" rx="1.2"/>"#
      + #"<rect x="3.5" y="16.7" width="17" height="3.8" rx="1.2"/>"#
      + #"<path d="M14 5.4h3M14 12h3M14 18.6h3"/>"#
      + #"<circle cx="7" cy="5.4" r=".9" fill="currentColor" stroke="none"/>"#
      + #"<circle cx="7" cy="12" r=".9" fill="currentColor" stroke="none"/>"#
      + #"<circle cx="7" cy="18.6" r=".9" fill="currentColor" stroke="none"/>"#,
    "square.and.arrow.up":
      #"<path d="M8.5 10H7a1.8 1.8 0 0 0-1.8 1.8v7.4A1.8 1.8 0 0 0 7 21h10a1.8 1.8 0 0 0 1.8-1.8"#
      + #"v-7.4A1.8 1.8 0 0 0 17 10h-1.5"/><path d="M12 14.5V3M8.5 6.3 12 2.8l3.5 3.5"/>"#,
    "star":
      #"<path d="M12 3.2 14.54 9.31 21.13 9.83 16.11 14.13 17.64 20.57 12 17.12 6.36 20.57"#
      + #" 7.89 14.13 2.87 9.83 9.46 9.31z"/>"#,
    "trash":
      #"<path d="M4 6.5h16M9.5 6.5V4.8a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1.7"/>"#
      + #"<path d="m6 6.5.9 12.6a1.8 1.8 0 0 0 1.8 1.7h6.6a1.8 1.8 0 0 0 1.8-1.7L18 6.5"/>"#
      + #"<path d="M10 10.5v6M14 10.5v6"/>"#,
    "tray":
      #"<path d="M3.2 13.5 5.7 6a1.8 1.8 0 0 1 1.7-1.2h9.2a1.8 1.8 0 0 1 1.7 1.2l2.5 7.5"/>"#
      + #"<path d="M3.2 13.5v4.7a1.8 1.8 0 0 0 1.8 1.8h14a1.8 1.8 0 0 0 1.8-1.8v-4.7h-4.9"#
      + #"l-1.2 2.3h-5.4l-1.2-2.3z"/>"#,
    "wifi":
      #"<path d="M3.51 9.11a12 12 0 0 1 16.98 0M6.34 11.94a8 8 0 0 1 11.32 0"#
      + #"M9.17 14.77a4 4 0 0 1 5.66 0"/>"#
      + #"<circle cx="12" cy="17.8" r="1.2" fill="currentColor" stroke="none"/>"#,
    "wifi.exclamationmark":
      #"<path d="M3.08 10.18a10.5 10.5 0 0 1 14.84 0M5.55 12.65a7 7 0 0 1 9.9 0"#
      + #"M8.03 15.13a3.5 3.5 0 0 1 4.94 0M20.6 8v5.5"/>"#
      + #"<circle cx="10.5" cy="17.8" r="1.1" fill="currentColor" stroke="none"/>"#
      + #"<circle cx="20.6" cy="17" r="1.1" fill="currentColor" stroke="none"/>"#,
    "wifi.slash":
      #"<path d="M3.51 9.11a12 12 0 0 1 16.98 0M6.34 11.94a8 8 0 0 1 11.32 0"#
      + #"M9.17 14.77a4 4 0 0 1 5.66 0M3.5 3.5l17 17"/>"#
      + #"<circle cx="12" cy="17.8" r="1.2" fill="currentColor" stroke="none"/>"#,
    "xmark": #"<path d="m6 6 12 12M18 6 6 18"/>"#,
    "xmark.circle": #"<circle cx="12" cy="12" r="9"/><path d="m9 9 6 6m0-6-6 6"/>"#,
  ]

  /// The glyph for a name without one of its own: a rounded square with a dot, which reads as
  /// "a picture" without claiming to be any symbol in particular.
  package static let neutralGlyph =
    #"<rect x="4.5" y="4.5" width="15" height="15" rx="3.5"/>"#
    + #"<circle cx="12" cy="12" r="1.4" fill="currentColor" stroke="none"/>"#
}
