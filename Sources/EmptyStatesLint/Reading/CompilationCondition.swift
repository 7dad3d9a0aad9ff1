/// What an `#if` condition says about the systems its code compiles for: where it may be true
/// and where it must be. `os(iOS)` is true exactly on iOS; `DEBUG` or `swift(>=6)` may be true
/// anywhere and must be nowhere.
struct CompilationCondition: Hashable, Sendable {
  /// The systems where the condition may hold.
  var may: AppleOS.Set
  /// The systems where it certainly holds.
  var must: AppleOS.Set

  /// A condition nothing is known about.
  static let unknown = CompilationCondition(may: .all, must: [])

  /// Reads the condition written as `words` (the tokens' texts after `#if` or `#elseif`);
  /// anything it cannot read is ``unknown``.
  init(_ words: [String]) {
    var parser = Parser(words: words)
    let result = parser.disjunction(depth: 0)
    self = parser.position == words.count ? result : .unknown
  }

  init(may: AppleOS.Set, must: AppleOS.Set) {
    self.may = may
    self.must = must
  }

  /// The systems `os(name)` holds on.
  private static func system(named name: String) -> AppleOS.Set? {
    switch name {
    case "iOS": .iOS
    case "macOS", "OSX": .macOS
    case "tvOS": .tvOS
    case "watchOS": .watchOS
    case "visionOS", "xrOS": .visionOS
    case "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku":
      []
    default: nil
    }
  }

  /// The systems `canImport(module)` holds on, for the modules that tell systems apart.
  private static func systems(importing module: String) -> AppleOS.Set? {
    switch module {
    case "UIKit": [.iOS, .tvOS, .visionOS]
    case "AppKit": .macOS
    case "WatchKit": .watchOS
    default: nil
    }
  }

  /// A small recursive-descent reader of `||`, `&&`, `!`, parentheses, `os(…)`, `canImport(…)`;
  /// deeper than 32 parentheses is unknown.
  private struct Parser {
    let words: [String]
    var position = 0

    mutating func disjunction(depth: Int) -> CompilationCondition {
      chain("||", of: { $0.conjunction(depth: depth) }, combine: { $0.union($1) })
    }

    mutating func conjunction(depth: Int) -> CompilationCondition {
      chain("&&", of: { $0.unary(depth: depth) }, combine: { $0.intersection($1) })
    }

    /// Operands read by `operand`, joined by `separator`, their sets combined by `combine`.
    private mutating func chain(
      _ separator: String, of operand: (inout Parser) -> CompilationCondition,
      combine: (AppleOS.Set, AppleOS.Set) -> AppleOS.Set
    ) -> CompilationCondition {
      var result = operand(&self)
      while peek == separator {
        position += 1
        let next = operand(&self)
        result = CompilationCondition(
          may: combine(result.may, next.may), must: combine(result.must, next.must))
      }
      return result
    }

    mutating func unary(depth: Int) -> CompilationCondition {
      guard depth < 32, let word = peek else {
        position = words.count
        return .unknown
      }
      position += 1
      switch word {
      case "!":
        let operand = unary(depth: depth + 1)
        return CompilationCondition(may: operand.must.complement, must: operand.may.complement)
      case "(":
        let inner = disjunction(depth: depth + 1)
        if peek == ")" { position += 1 }
        return inner
      default:
        guard peek == "(" else { return .unknown }
        var argument: [String] = []
        position += 1
        var nesting = 1
        while let next = peek {
          position += 1
          if next == "(" { nesting += 1 }
          if next == ")" {
            nesting -= 1
            if nesting == 0 { break }
          }
          argument.append(next)
        }
        if word == "os", argument.count == 1,
          let set = CompilationCondition.system(named: argument[0])
        {
          return CompilationCondition(may: set, must: set)
        }
        if word == "canImport", let module = argument.first,
          let set = CompilationCondition.systems(importing: module)
        {
          return CompilationCondition(may: set, must: set)
        }
        return .unknown
      }
    }

    var peek: String? {
      position < words.count ? words[position] : nil
    }
  }
}
