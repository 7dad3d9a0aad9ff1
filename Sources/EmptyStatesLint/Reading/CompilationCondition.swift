/// What an `#if` condition says about the builds its code compiles in (each system with each SDK
/// generation): where it may be true and where it must be. `os(iOS)` is true exactly on iOS;
/// `canImport(SwiftUI, _version: 7.0)` exactly with the SDKs whose SwiftUI is 7.0 or later;
/// `DEBUG` or `swift(>=6)` may be true anywhere and must be nowhere.
struct CompilationCondition: Hashable, Sendable {
  /// The builds where the condition may hold.
  var may: BuildSet
  /// The builds where it certainly holds.
  var must: BuildSet

  /// A condition nothing is known about.
  static let unknown = CompilationCondition(may: .all, must: [])

  /// Reads the condition written as `words` (the tokens' texts after `#if` or `#elseif`);
  /// anything it cannot read is ``unknown``.
  init(_ words: [String]) {
    var parser = Parser(words: words)
    let result = parser.disjunction(depth: 0)
    self = parser.position == words.count ? result : .unknown
  }

  init(may: BuildSet, must: BuildSet) {
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

  /// The builds `canImport(…)` holds in, written as `argument`'s words: for the modules that
  /// tell systems apart, and for SwiftUI's version, which tells SDKs apart.
  private static func builds(importing argument: [String]) -> BuildSet? {
    guard let module = argument.first else { return nil }
    if argument.count == 1 { return systems(importing: module).map(BuildSet.init) }
    guard module == "SwiftUI", argument.count >= 5, argument[1] == ",",
      argument[2] == "_version", argument[3] == ":"
    else { return nil }
    let parts = argument[4...].joined().split(separator: ".", omittingEmptySubsequences: false)
    let version = parts.compactMap { Int($0) }
    guard !version.isEmpty, version.count == parts.count else { return nil }
    return BuildSet(sdks: SDKGeneration.allCases.filter { $0.hasSwiftUI(atLeast: version) })
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
      combine: (BuildSet, BuildSet) -> BuildSet
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
          return CompilationCondition(may: BuildSet(set), must: BuildSet(set))
        }
        if word == "canImport", let builds = CompilationCondition.builds(importing: argument) {
          return CompilationCondition(may: builds, must: builds)
        }
        return .unknown
      }
    }

    var peek: String? {
      position < words.count ? words[position] : nil
    }
  }
}
