/// Reads the deployment targets of a `Package.swift` from its `platforms:` argument:
/// `platforms: [.iOS(.v15), .macOS(.v10_15), .tvOS("16.4")]` gives iOS 15, macOS 10.15,
/// tvOS 16.4.
///
/// It reads the lexer's tokens, so `platforms:` inside a comment or a string is never read.
/// Systems the linter does not know (`.macCatalyst`, `.driverKit`, a custom platform) are skipped.
enum PackagePlatforms {
  private static let kind = "Package.swift"

  /// The versions per system in the first `platforms:` array of `source`; empty when it has
  /// none. A system listed twice keeps its lowest version.
  /// - Throws: ``DeploymentTargetReadError`` when the array is not closed or a version of a known
  ///   system cannot be read.
  static func read(_ source: String) throws(DeploymentTargetReadError) -> [AppleOS: OSVersion] {
    try read(LexedSource(Array(source.utf8)))
  }

  /// The versions per system in the first `platforms:` array of a lexed manifest, as for its
  /// text.
  /// - Throws: ``DeploymentTargetReadError`` when the array is not closed or a version of a known
  ///   system cannot be read.
  static func read(_ lexed: LexedSource) throws(DeploymentTargetReadError)
    -> [AppleOS: OSVersion]
  {
    let tokens = lexed.tokens.filter { !$0.kind.isComment }
    guard let start = arrayStart(in: tokens, lexed) else { return [:] }
    var versions: [AppleOS: OSVersion] = [:]
    var index = start
    var depth = 1
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .leftBracket, .leftParen: depth += 1
      case .rightParen: depth -= 1
      case .rightBracket:
        depth -= 1
        if depth == 0 { return versions }
      case .period where depth == 1:
        if let (os, version) = try entry(at: index, in: tokens, lexed) {
          versions[os] = min(version, versions[os] ?? version)
        }
      default: break
      }
      index += 1
    }
    throw DeploymentTargetReadError(kind: kind, reason: "the platforms: array is not closed")
  }

  /// The index after the `[` of the first `platforms: [` outside comments and strings.
  private static func arrayStart(in tokens: [Token], _ lexed: LexedSource) -> Int? {
    guard tokens.count >= 3 else { return nil }
    for index in 0..<(tokens.count - 2)
    where tokens[index].kind == .identifier && lexed.text(of: tokens[index]) == "platforms"
      && tokens[index + 1].kind == .colon && tokens[index + 2].kind == .leftBracket
    {
      return index + 3
    }
    return nil
  }

  /// The entry `.os(.vX_Y)` or `.os("X.Y")` whose `.` is at `index`; `nil` when the name is not a
  /// system the linter knows.
  private static func entry(
    at index: Int, in tokens: [Token], _ lexed: LexedSource
  ) throws(DeploymentTargetReadError) -> (AppleOS, OSVersion)? {
    guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
      let os = AppleOS(rawValue: lexed.text(of: tokens[index + 1])),
      tokens[index + 2].kind == .leftParen
    else { return nil }
    let name = os.rawValue
    var text: String?
    if index + 4 < tokens.count, tokens[index + 3].kind == .period,
      tokens[index + 4].kind == .identifier
    {
      let member = lexed.text(of: tokens[index + 4])
      if member.first == "v" {
        text = member.dropFirst().replacingUnderscores()
      }
    } else if index + 3 < tokens.count, tokens[index + 3].kind == .stringLiteral {
      let literal = lexed.text(of: tokens[index + 3])
      if literal.count >= 2, literal.first == "\"", literal.last == "\"" {
        text = String(literal.dropFirst().dropLast())
      }
    }
    guard let text, let version = OSVersion(text) else {
      throw DeploymentTargetReadError(
        kind: kind,
        reason: "cannot read the version of .\(name)(…): write .\(name)(.v15) or "
          + ".\(name)(\"15.0\")")
    }
    return (os, version)
  }
}

extension Substring {
  /// The text with each `_` made a `.`: `10_15` → `10.15`, as `SupportedPlatform` spells versions.
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "." : $0 })
  }
}
