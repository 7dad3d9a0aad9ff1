import EmptyStates

/// The ids of an empty state's elements: a prefix its parts' ids share (`PREFIX-title`,
/// `PREFIX-description`), derived from the state's words or cleaned from the one a caller gives.
enum HTMLIdentifier {
  /// An id prefix from the state's words: `es-` and eight hex digits of their FNV-1a hash — the
  /// same for the same state in every run, different for different states.
  static func derived(for state: LocalizedEmptyState) -> String {
    // The words are the locale, title, description and each action's `id:title`, one a line.
    var hash: UInt32 = 0x811C_9DC5
    func add(_ text: String) {
      for byte in text.utf8 {
        hash = (hash ^ UInt32(byte)) &* 0x0100_0193
      }
    }
    let newline = UInt32(UInt8(ascii: "\n"))
    add(state.localeIdentifier)
    hash = (hash ^ newline) &* 0x0100_0193
    add(state.title)
    hash = (hash ^ newline) &* 0x0100_0193
    add(state.description ?? "")
    for action in state.actions {
      hash = (hash ^ newline) &* 0x0100_0193
      add(action.id.rawValue)
      hash = (hash ^ UInt32(UInt8(ascii: ":"))) &* 0x0100_0193
      add(action.title)
    }
    let digits = Array("0123456789abcdef".utf8)
    var identifier = "es-"
    for shift in stride(from: 28, through: 0, by: -4) {
      identifier.unicodeScalars.append(Unicode.Scalar(digits[Int(hash >> UInt32(shift)) & 0xF]))
    }
    return identifier
  }

  /// An id prefix limited to letters, digits, `-` and `_`, starting with a letter.
  static func sanitized(_ prefix: String) -> String {
    let kept = prefix.unicodeScalars.filter {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_"
    }
    let text = String(String.UnicodeScalarView(kept))
    return text.first?.isLetter == true ? text : "es" + text
  }
}
