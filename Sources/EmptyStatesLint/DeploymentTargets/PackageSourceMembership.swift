/// Reads which targets of a `Package.swift` compile which files: each `.target(…)`,
/// `.executableTarget(…)`, `.testTarget(…)` and `.macro(…)` compiles its `path:` or, without
/// one, `Sources/<name>` (`Tests/<name>` for a test target; SwiftPM's other source folders
/// `Source`, `src` and `srcs` too), but for its `exclude:` paths and, when it has `sources:`,
/// only those.
///
/// SwiftPM gives every target the package's `platforms:`, so membership only tells whether this
/// manifest governs a file at all: a `Package.swift` beside an Xcode project whose targets list
/// the file does not. It reads the lexer's tokens; a manifest that computes a target's name or
/// path (a helper function, an interpolated string) says nothing that can be read, and gives
/// `nil`.
enum PackageSourceMembership {
  /// The target declarations read, by the name of the call.
  private static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

  /// The files each target of the manifest compiles; `nil` when a target's name, path or file
  /// lists are not plain string literals, or the manifest declares no target.
  /// - Parameters:
  ///   - source: The manifest, lexed.
  ///   - manifest: Its path, absolute and normalized.
  /// - Returns: The membership, by target name.
  static func read(_ source: LexedSource, manifest: String) -> SourceMembership? {
    let folder = LexicalPath.folder(of: manifest)
    let tokens = source.tokens.filter { !$0.kind.isComment }
    var membership = SourceMembership()
    var index = 0
    while index + 2 < tokens.count {
      defer { index += 1 }
      guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier,
        tokens[index + 2].kind == .leftParen
      else { continue }
      let kind = source.text(of: tokens[index + 1])
      guard kinds.contains(kind) else { continue }
      guard let arguments = arguments(from: index + 3, in: tokens, source),
        let names = arguments["name"], names.count == 1, let name = names.first
      else { return nil }
      // A dependency `.target(name: "Kit")` has a name only; read as a target of the package, it
      // lists the folder of a target the manifest declares anyway.
      let folders = kind == "testTarget" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
      let roots = arguments["path"] ?? folders.map { "\($0)/\(name)" }
      let compiled = SourceMembership.Source(
        target: name,
        excludedPaths: Set((arguments["exclude"] ?? []).map { LexicalPath.normalized($0) }),
        includes: (arguments["sources"] ?? []).map { PathGlob($0) })
      for root in roots { membership.add(compiled, at: LexicalPath.join(folder, root)) }
    }
    return membership.isEmpty ? nil : membership
  }

  /// The string arguments of the call whose arguments start at `start`, by label: a literal
  /// (`path: "A"`) or an array of literals (`exclude: ["a", "b"]`); `nil` when a `name:`,
  /// `path:`, `exclude:` or `sources:` argument is anything else, or the call is not closed.
  private static func arguments(
    from start: Int, in tokens: [Token], _ source: LexedSource
  ) -> [String: [String]]? {
    let read: Set<String> = ["name", "path", "exclude", "sources"]
    var result: [String: [String]] = [:]
    var depth = 1
    var index = start
    while index < tokens.count {
      let token = tokens[index]
      let label = token.kind == .identifier && depth == 1 ? source.text(of: token) : ""
      if read.contains(label), index + 1 < tokens.count, tokens[index + 1].kind == .colon {
        guard let (values, end) = strings(from: index + 2, in: tokens, source) else { return nil }
        result[label] = values
        index = end
        continue
      }
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace:
        depth -= 1
        if depth == 0 { return result }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The literal or array of literals at `index`, and the index after it; `nil` when it is
  /// anything else.
  private static func strings(
    from index: Int, in tokens: [Token], _ source: LexedSource
  ) -> ([String], Int)? {
    guard index < tokens.count else { return nil }
    if let text = plainString(tokens[index], source) { return ([text], index + 1) }
    guard tokens[index].kind == .leftBracket else { return nil }
    var values: [String] = []
    var position = index + 1
    while position < tokens.count {
      let token = tokens[position]
      if token.kind == .rightBracket { return (values, position + 1) }
      if token.kind != .comma {
        guard let text = plainString(token, source) else { return nil }
        values.append(text)
      }
      position += 1
    }
    return nil
  }

  /// The text of a one-line string literal without escapes or interpolation.
  private static func plainString(_ token: Token, _ source: LexedSource) -> String? {
    guard token.kind == .stringLiteral else { return nil }
    let text = source.text(of: token)
    guard text.count >= 2, text.first == "\"", text.last == "\"", !text.hasPrefix("\"\"\""),
      !text.contains("\\")
    else { return nil }
    return String(text.dropFirst().dropLast())
  }
}
