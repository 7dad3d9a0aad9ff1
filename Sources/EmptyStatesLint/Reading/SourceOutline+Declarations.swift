extension SourceOutline {
  /// One parameter of a function or initializer: `label name: Type`.
  struct Parameter {
    /// The argument label callers write; `nil` for `_`.
    var label: String?
    /// The name the body reads.
    var name: String
    /// The tokens of its type.
    var type: Range<Int>
  }

  /// The `(` of the parameter list of the `func`, `init` or `subscript` at `keyword`: the
  /// first `(` after it on its level, past the name and any generic parameters.
  func parameterList(after keyword: Int) -> Int? {
    var index = keyword + 1
    while index < count, index <= keyword + 64, enclosing[index] == enclosing[keyword] {
      switch kind(index) {
      case .leftParen: return index
      case .leftBrace, .rightBrace, .semicolon: return nil
      default: index += 1
      }
    }
    return nil
  }

  /// The parameters in the list at `open`.
  func parameters(at open: Int) -> [Parameter] {
    guard kind(open) == .leftParen else { return [] }
    var segments: [Range<Int>] = []
    var start = open + 1
    let close = close(of: open)
    for index in open + 1...close where index == close || kind(index) == .comma {
      guard index == close || enclosing[index] == open else { continue }
      if start < index { segments.append(start..<index) }
      start = index + 1
    }
    var result: [Parameter] = []
    for segment in segments {
      guard let colon = segment.first(where: { kind($0) == .colon && enclosing[$0] == open })
      else { continue }
      // A label may be a keyword: `for query: String`.
      let names = (segment.lowerBound..<colon).filter {
        kind($0) == .identifier || kind($0) == .keyword
      }
      guard let last = names.last, kind(last) == .identifier else { continue }
      var label: String? = name(last)
      if names.count >= 2 {
        let external = names[names.count - 2]
        label = isWord(external, "_") ? nil : name(external)
      }
      var typeEnd = colon + 1
      while typeEnd < segment.upperBound, !(kind(typeEnd) == .operator && `is`(typeEnd, "=")) {
        typeEnd += 1
      }
      result.append(Parameter(label: label, name: name(last), type: colon + 1..<typeEnd))
    }
    return result
  }

  /// The names a `for` at `keyword` binds: the identifiers before its `in`.
  func loopNames(after keyword: Int) -> [String] {
    var names: [String] = []
    var index = keyword + 1
    while index < count, index <= keyword + 32, !isWord(index, "in") {
      if kind(index) == .identifier { names.append(name(index)) }
      index += 1
    }
    return names
  }

  /// The parameters a closure at `open` names before its `in`: `{ item in`, `{ (a, b) in`,
  /// `{ _, newValue in`; none when it has no `in` on its first line.
  func closureParameterNames(at open: Int) -> [String] {
    var names: [String] = []
    var index = open + 1
    var inType = false
    while index < count, index <= open + 32 {
      if index > open + 1, tokens[index].isAtStartOfLine { return [] }
      switch kind(index) {
      case .keyword where `is`(index, "in"):
        return names
      case .identifier where !inType:
        names.append(name(index))
      case .colon, .operator:
        inType = true
      case .comma, .leftParen:
        inType = false
      case .keyword where `is`(index, "_"), .rightParen, .identifier:
        break
      case .keyword where `is`(index, "throws") || `is`(index, "async"):
        break
      default:
        return []
      }
      index += 1
    }
    return []
  }

  /// The attributes written before the declaration keyword at `keyword`, without `@`:
  /// `["State"]` for `@State private var`, `["Environment"]` for `@Environment(\.x) var`.
  func attributes(before keyword: Int) -> [String] {
    var result: [String] = []
    var index = keyword - 1
    while index >= 0 {
      if kind(index) == .rightParen, partner[index] > 0 {
        // `private(set)` or an attribute's arguments.
        index = partner[index] - 1
        continue
      }
      guard kind(index) == .identifier || kind(index) == .keyword else { break }
      if kind(index - 1) == .atSign {
        result.append(name(index))
        index -= 2
      } else if Self.declarationModifiers.contains(text(index)) {
        index -= 1
      } else {
        break
      }
    }
    return result
  }

  /// Whether the modifiers before the declaration keyword at `keyword` make it `private` or
  /// `fileprivate`.
  func isPrivate(declarationAt keyword: Int) -> Bool {
    var index = keyword - 1
    while index >= 0, index >= keyword - 8, kind(index) == .keyword {
      if `is`(index, "private") || `is`(index, "fileprivate") { return true }
      index -= 1
    }
    return false
  }

  /// Whether the property or method whose name is the token `name` (after its `var`, `let` or
  /// `func`) is the type's own: `static let shared`, `class var current`.
  func isStaticDeclaration(nameAt name: Int) -> Bool {
    var index = name - 2
    while index >= 0 {
      if kind(index) == .rightParen, partner[index] > 0 {
        index = partner[index] - 1
        continue
      }
      guard kind(index) == .identifier || kind(index) == .keyword,
        Self.declarationModifiers.contains(text(index))
      else { return false }
      if `is`(index, "static") || `is`(index, "class") { return true }
      index -= 1
    }
    return false
  }

  /// The modifiers that may stand between a declaration's attributes and its keyword
  /// (`@available(…) package final class`, `@State private var`): the one list every reading of
  /// declarations uses.
  static let declarationModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "static", "class",
    "final", "lazy", "weak", "unowned", "override", "nonisolated", "mutating", "nonmutating",
    "dynamic", "convenience", "required", "indirect", "optional", "distributed", "prefix",
    "postfix", "infix",
  ]
}
