import Foundation
import Testing

@testable import EmptyStatesLint

/// Rows checked against the `@available` attributes that the SwiftUI mirror
/// (`AppleSDKMirror/SwiftUI`, which mirrors Apple's declarations per SDK generation) writes on the
/// same declarations, SDK by SDK (the branches `APPLE_SDK_18`, `_26` and `_27` compile), read from
/// its sources here, so the table and the mirror cannot drift apart in any SDK.
@Suite struct AvailabilityTableStandInParityTests {
  static let standIn = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("AppleSDKMirror/SwiftUI")

  /// A row and where the stand-in declares it: a file and the start of the declaration's line.
  struct Declaration: CustomTestStringConvertible, Sendable {
    let row: String
    let file: String
    let line: String
    var testDescription: String { row }
  }

  static let declarations = [
    Declaration(
      row: "ContentUnavailableView", file: "Views/ContentUnavailableView.swift",
      line: "public struct ContentUnavailableView<"),
    Declaration(
      row: "ContentUnavailableView.search", file: "Views/ContentUnavailableView.swift",
      line: "public static var search:"),
    Declaration(
      row: "ContentUnavailableView.search(text:)", file: "Views/ContentUnavailableView.swift",
      line: "public static func search(text: String)"),
    Declaration(
      row: "symbolEffect(_:options:isActive:)", file: "Modifiers/AttributeModifier.swift",
      line: "nonisolated public func symbolEffect<T>("),
    Declaration(
      row: "symbolEffect(_:options:value:)", file: "Modifiers/AttributeModifier.swift",
      line: "nonisolated public func symbolEffect<T, U>("),
    Declaration(
      row: "SymbolEffect.pulse", file: "Values/Animation.swift",
      line: "public static var pulse: PulseSymbolEffect"),
    Declaration(
      row: "SymbolEffect.breathe", file: "Values/Animation.swift",
      line: "public static var breathe: BreatheSymbolEffect"),
    Declaration(
      row: "PrimitiveButtonStyle.glass", file: "Views/Button.swift",
      line: "nonisolated public static var glass: GlassButtonStyle"),
    Declaration(
      row: "PrimitiveButtonStyle.glassProminent", file: "Views/Button.swift",
      line: "@MainActor @preconcurrency public static var glassProminent:"),
    Declaration(row: "ControlSize", file: "Values/Layout.swift", line: "public enum ControlSize:"),
    Declaration(row: "ControlSize.mini", file: "Values/Layout.swift", line: "case mini"),
    Declaration(row: "ControlSize.small", file: "Values/Layout.swift", line: "case small"),
    Declaration(row: "ControlSize.regular", file: "Values/Layout.swift", line: "case regular"),
    Declaration(row: "ControlSize.large", file: "Values/Layout.swift", line: "case large"),
    Declaration(
      row: "ControlSize.extraLarge", file: "Values/Layout.swift", line: "case extraLarge"),
    Declaration(
      row: "NavigationSplitView", file: "Views/NavigationSplitView.swift",
      line: "public struct NavigationSplitView<"),
    Declaration(
      row: "NavigationStack", file: "Views/NavigationStack.swift",
      line: "public struct NavigationStack<"),
    Declaration(row: "Table", file: "Views/Table.swift", line: "public struct Table<"),
    Declaration(
      row: "ProgressView", file: "Views/Stacks.swift", line: "public struct ProgressView<"),
    Declaration(
      row: "LocalizedStringResource", file: "Values/Text+Values.swift",
      line: "public struct LocalizedStringResource:"),
    Declaration(
      row: "searchable(text:placement:prompt:)", file: "Modifiers/Tasks.swift",
      line: "nonisolated public func searchable("),
    Declaration(
      row: "refreshable(action:)", file: "Modifiers/Tasks.swift",
      line: "nonisolated public func refreshable("),
    Declaration(
      row: "task(priority:_:)", file: "Modifiers/Tasks.swift",
      line: "nonisolated public func task("),
    Declaration(
      row: "task(id:priority:_:)", file: "Modifiers/Tasks.swift",
      line: "nonisolated public func task<T>("),
    Declaration(
      row: "focusable(_:)", file: "Modifiers/Focus.swift",
      line: "nonisolated public func focusable("),
    Declaration(
      row: "onScrollGeometryChange(for:of:action:)", file: "Modifiers/ScrollGeometryChange.swift",
      line: "nonisolated public func onScrollGeometryChange<T>("),
    Declaration(
      row: "overlay(alignment:content:)", file: "Modifiers/AttributeModifier.swift",
      line: "nonisolated public func overlay<V>("),
    Declaration(
      row: "foregroundStyle(_:)", file: "Modifiers/AttributeModifier.swift",
      line: "nonisolated public func foregroundStyle<S>("),
  ]

  @Test(arguments: declarations)
  func rowAgreesWithTheStandIn(declaration: Declaration) throws {
    let row = try #require(AvailabilityTable.row(named: declaration.row))
    let source = try String(
      contentsOf: Self.standIn.appendingPathComponent(declaration.file), encoding: .utf8)
    for sdk in SDKGeneration.allCases {
      let declared = Self.availability(
        of: declaration.line, in: source, as: "APPLE_SDK_\(sdk.rawValue)")
      guard let declared else {
        // Not in this SDK's mirror: the table must say the SDK lacks it.
        #expect(!row.isDeclared(in: sdk), "\(sdk)")
        continue
      }
      let table = Dictionary(
        uniqueKeysWithValues: AppleOS.allCases.map { ($0, row.availability(on: $0, in: sdk)) })
      #expect(row.isDeclared(in: sdk), "\(sdk)")
      #expect(table == declared, "\(sdk)")
    }
  }

  @Test func readsAMembersAvailabilityOverItsEnclosingDeclarations() throws {
    let source = """
      @available(iOS 15.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
      @available(tvOS, unavailable)
      public enum Size {
        case small
        /// Larger.
        @available(iOS 15.0, macOS 11.0, watchOS 9.0, visionOS 1.0, *)
        @available(tvOS, unavailable)
        case large
      }

      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
      extension View
      where
        Self: Sendable
      {
        // `{ braces in a comment }`
        public func effect(
          _ value: Int
        ) -> some View { self }
      }
      """
    #expect(
      Self.availability(of: "case large", in: source)
        == [
          .iOS: .since(15), .macOS: .since(11), .tvOS: .unavailable, .watchOS: .since(9),
          .visionOS: .since(1),
        ])
    #expect(Self.availability(of: "case small", in: source)?[.macOS] == .since(10, 15))
    #expect(
      Self.availability(of: "public func effect(", in: source)
        == [
          .iOS: .since(17), .macOS: .since(14), .tvOS: .since(17), .watchOS: .since(10),
          .visionOS: .since(1),
        ])
    #expect(Self.availability(of: "case medium", in: source) == nil)
  }

  // MARK: - Reading the stand-in

  /// The availability of the first declaration whose line starts with `start`: its own
  /// `@available` attributes over those of each enclosing declaration; `nil` when there is no
  /// such line or a system is left unsaid.
  static func availability(
    of start: String, in source: String, as generation: String = newestGeneration
  ) -> [AppleOS: Availability]? {
    let lines = declared(
      by: generation,
      source.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      })
    // A generation may add `nonisolated` before a declaration.
    guard
      var index = lines.firstIndex(where: {
        !$0.hasPrefix("//") && ($0.hasPrefix(start) || $0.contains(" " + start))
      })
    else { return nil }
    var result: [AppleOS: Availability] = [:]
    while true {
      for attribute in attributes(above: index, in: lines).reversed() {
        for (os, availability) in parse(attribute) where result[os] == nil {
          result[os] = availability
        }
      }
      guard let opening = enclosingOpeningBrace(of: index, in: lines) else { break }
      index = declarationStart(endingAt: opening, in: lines)
    }
    return result.count == AppleOS.allCases.count ? result : nil
  }

  /// The generation the table follows: the newest SDK's.
  static let newestGeneration = "APPLE_SDK_27"

  /// The lines one SDK generation compiles: those of the `#if` branches whose condition holds
  /// when `generation` alone is defined, without the directives.
  static func declared(by generation: String, _ lines: [String]) -> [String] {
    // Per open `#if`: whether its enclosing code is active, and whether a branch was taken.
    var stack: [(enclosing: Bool, taken: Bool, active: Bool)] = []
    var active: Bool { stack.last?.active ?? true }
    var result: [String] = []
    for line in lines {
      if line.hasPrefix("#if ") {
        let holds = holds(String(line.dropFirst(4)), for: generation)
        stack.append((active, holds, active && holds))
      } else if line.hasPrefix("#elseif "), let top = stack.popLast() {
        let holds = !top.taken && holds(String(line.dropFirst(8)), for: generation)
        stack.append((top.enclosing, top.taken || holds, top.enclosing && holds))
      } else if line == "#else", let top = stack.popLast() {
        stack.append((top.enclosing, true, top.enclosing && !top.taken))
      } else if line == "#endif" {
        stack.removeLast()
      } else if active {
        result.append(line)
      }
    }
    return result
  }

  /// Whether a condition of `APPLE_SDK_…` names, `!`, `&&`, `||` and parentheses holds when only
  /// `generation` is defined. `os(Linux)` holds (the mirror declares there what Apple's
  /// Foundation has, `LocalizedStringResource`); any other call, such as `canImport(…)`, does not.
  static func holds(_ condition: String, for generation: String) -> Bool {
    var tokens: [String] = []
    var word = ""
    for character in condition {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if !word.isEmpty { tokens.append(word) }
      word = ""
      if "!()".contains(character) { tokens.append(String(character)) }
      if character == "&" || character == "|" {
        if tokens.last == String(character) {
          tokens[tokens.count - 1] += String(character)
        } else {
          tokens.append(String(character))
        }
      }
    }
    if !word.isEmpty { tokens.append(word) }
    var position = 0
    func disjunction() -> Bool {
      var value = conjunction()
      while position < tokens.count, tokens[position] == "||" {
        position += 1
        value = conjunction() || value
      }
      return value
    }
    func conjunction() -> Bool {
      var value = unary()
      while position < tokens.count, tokens[position] == "&&" {
        position += 1
        value = unary() && value
      }
      return value
    }
    func unary() -> Bool {
      guard position < tokens.count else { return false }
      let token = tokens[position]
      position += 1
      switch token {
      case "!": return !unary()
      case "(":
        let value = disjunction()
        position += 1  // ")"
        return value
      default:
        if position < tokens.count, tokens[position] == "(" {  // os(…), canImport(…)
          let argument = position + 1 < tokens.count ? tokens[position + 1] : ""
          while position < tokens.count, tokens[position] != ")" { position += 1 }
          position += 1
          return token == "os" && argument == "Linux"
        }
        return token == generation
      }
    }
    return disjunction()
  }

  /// The `@available` lines in the run of attributes and comments right above line `index`, the
  /// nearest last.
  static func attributes(above index: Int, in lines: [String]) -> [String] {
    var found: [String] = []
    var above = index - 1
    while above >= 0, lines[above].hasPrefix("@") || lines[above].hasPrefix("//") {
      if lines[above].hasPrefix("@available(") { found.insert(lines[above], at: 0) }
      above -= 1
    }
    if lines[index].hasPrefix("@available(") { found.append(lines[index]) }
    return found
  }

  /// The line holding the `{` that opens the scope line `index` sits in.
  static func enclosingOpeningBrace(of index: Int, in lines: [String]) -> Int? {
    var depth = 0
    var line = index - 1
    while line >= 0 {
      let code = lines[line].components(separatedBy: "//")[0]
      for character in code.reversed() {
        if character == "}" { depth += 1 }
        if character == "{" {
          if depth == 0 { return line }
          depth -= 1
        }
      }
      line -= 1
    }
    return nil
  }

  /// The first line of the declaration whose `{` is on line `brace`: the nearest line at or
  /// above it that names a kind of declaration.
  static func declarationStart(endingAt brace: Int, in lines: [String]) -> Int {
    let kinds = ["extension ", "struct ", "enum ", "protocol ", "class "]
    var line = brace
    while line > 0, !kinds.contains(where: { lines[line].contains($0) }) { line -= 1 }
    return line
  }

  /// The systems an `@available(…)` line speaks for: `iOS 17.0, macOS 14.0, *` or
  /// `tvOS, unavailable`.
  static func parse(_ attribute: String) -> [AppleOS: Availability] {
    guard let open = attribute.firstIndex(of: "("), let close = attribute.lastIndex(of: ")")
    else { return [:] }
    let arguments = attribute[attribute.index(after: open)..<close]
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if arguments.count == 2, arguments[1] == "unavailable",
      let os = AppleOS(rawValue: arguments[0])
    {
      return [os: .unavailable]
    }
    var result: [AppleOS: Availability] = [:]
    for argument in arguments {
      let parts = argument.split(separator: " ")
      guard parts.count == 2, let os = AppleOS(rawValue: String(parts[0])),
        let version = OSVersion(parts[1])
      else { continue }
      result[os] = .introduced(version)
    }
    return result
  }

  @Test(arguments: [
    ("APPLE_SDK_27", ["a", "c", "f"]), ("APPLE_SDK_26", ["b", "d", "f"]),
    ("APPLE_SDK_18", ["b", "e"]),
  ])
  func readsTheBranchesOneGenerationCompiles(generation: String, kept: [String]) {
    let lines = [
      "#if APPLE_SDK_27", "a", "#else", "b", "#endif", "#if APPLE_SDK_27", "c",
      "#elseif APPLE_SDK_26 || canImport(UIKit)", "d", "#else", "e", "#endif", "#if !APPLE_SDK_18",
      "f",
      "#endif",
    ]
    #expect(Self.declared(by: generation, lines) == kept)
  }
}
