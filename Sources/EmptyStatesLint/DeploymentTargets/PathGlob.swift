/// A glob over relative paths, as XcodeGen's `excludes:` and `includes:` write them: `*` and `?`
/// within one path component, `[abc]` and `[a-z]` (`[!a]` negated), `**` as a whole component for
/// any number of folders, and `{a,b}` for alternatives.
///
/// ```swift
/// PathGlob("**/*.md").matches("Docs/Guide.md")        // true
/// PathGlob("Previews").matchesPathOrFolder("Previews/Row.swift")  // true
/// ```
struct PathGlob: Hashable, Sendable {
  /// The pattern as written.
  let pattern: String
  /// Each alternative after `{…}` expansion, split into path components.
  private let alternatives: [[[UInt8]]]

  /// The glob `pattern` writes; a pattern that is not a valid glob matches only its own text.
  init(_ pattern: String) {
    self.pattern = pattern
    alternatives = Self.expandingBraces(pattern).map { alternative in
      alternative.split(separator: "/").filter { $0 != "." }.map { Array($0.utf8) }
    }
  }

  /// Whether the whole of `path`, relative to where the glob applies, matches.
  func matches(_ path: String) -> Bool {
    let components = path.split(separator: "/").map { Array($0.utf8) }
    return alternatives.contains { Self.match($0[...], components[...]) }
  }

  /// Whether `path` or one of the folders that hold it matches: excluding a folder excludes what
  /// is in it.
  func matchesPathOrFolder(_ path: String) -> Bool {
    let components = path.split(separator: "/").map { Array($0.utf8) }
    return components.indices.contains { end in
      alternatives.contains { Self.match($0[...], components[...end]) }
    }
  }

  /// Whether `components` match `pattern`, component by component, `**` taking any number.
  private static func match(
    _ pattern: ArraySlice<[UInt8]>, _ components: ArraySlice<[UInt8]>
  ) -> Bool {
    guard let first = pattern.first else { return components.isEmpty }
    if first == [UInt8(ascii: "*"), UInt8(ascii: "*")] {
      let rest = pattern.dropFirst()
      return (components.startIndex...components.endIndex).contains { start in
        match(rest, components[start...])
      }
    }
    guard let component = components.first, matchComponent(first[...], component[...]) else {
      return false
    }
    return match(pattern.dropFirst(), components.dropFirst())
  }

  /// Whether one path component matches one pattern component (`*`, `?`, `[…]`, literals).
  private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>)
    -> Bool
  {
    guard let first = pattern.first else { return text.isEmpty }
    switch first {
    case UInt8(ascii: "*"):
      let rest = pattern.dropFirst()
      return (text.startIndex...text.endIndex).contains { matchComponent(rest, text[$0...]) }
    case UInt8(ascii: "?"):
      guard !text.isEmpty else { return false }
      return matchComponent(pattern.dropFirst(), text.dropFirst())
    case UInt8(ascii: "["):
      guard let character = text.first,
        let (matched, rest) = characterClass(pattern.dropFirst(), matching: character)
      else { break }
      return matched && matchComponent(rest, text.dropFirst())
    default:
      break
    }
    guard text.first == first else { return false }
    return matchComponent(pattern.dropFirst(), text.dropFirst())
  }

  /// Whether `character` is in the class whose text follows a `[`, and the pattern after its `]`;
  /// `nil` when the class is not closed (then `[` is a literal).
  private static func characterClass(
    _ pattern: ArraySlice<UInt8>, matching character: UInt8
  ) -> (Bool, ArraySlice<UInt8>)? {
    var index = pattern.startIndex
    let negated = index < pattern.endIndex && pattern[index] == UInt8(ascii: "!")
    if negated { index += 1 }
    var matched = false
    var isFirst = true
    while index < pattern.endIndex {
      let byte = pattern[index]
      if byte == UInt8(ascii: "]"), !isFirst {
        return (matched != negated, pattern[(index + 1)...])
      }
      isFirst = false
      if index + 2 < pattern.endIndex, pattern[index + 1] == UInt8(ascii: "-"),
        pattern[index + 2] != UInt8(ascii: "]")
      {
        if (byte...max(byte, pattern[index + 2])).contains(character) { matched = true }
        index += 3
      } else {
        if byte == character { matched = true }
        index += 1
      }
    }
    return nil
  }

  /// `pattern` with its first `{a,b}` group (and, in turn, the rest) expanded into alternatives.
  private static func expandingBraces(_ pattern: String) -> [String] {
    guard let open = pattern.firstIndex(of: "{"),
      let close = pattern[open...].firstIndex(of: "}")
    else { return [pattern] }
    let prefix = pattern[..<open]
    let suffix = pattern[pattern.index(after: close)...]
    let options = pattern[pattern.index(after: open)..<close].split(
      separator: ",", omittingEmptySubsequences: false)
    return options.flatMap { expandingBraces(String(prefix + $0 + suffix)) }
  }
}
