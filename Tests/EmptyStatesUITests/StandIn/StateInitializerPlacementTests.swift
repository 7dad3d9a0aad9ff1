import Foundation
import Testing

/// With Xcode 27's `@State` macro, a type whose `@State` starts with a value and whose initializer
/// sits in another file fails to link in Debug builds ("Undefined symbol: variable initialization
/// expression of T.(__x in …)", pointfreeco/swift-sharing#240, exyte/Grid#47,
/// swiftlang/swift#91700). The type-check compiles whole modules, where it links, so it cannot
/// see this; our code is kept out of it by a rule this suite checks over every file we ship or
/// people copy: no initializer of a type with a `@State` outside the file that declares the type.
enum StateInitializerPlacement {
  /// The folders the rule covers: the SwiftUI layer and the code people copy.
  static let folders = [
    "Sources/EmptyStatesUI", "Tests/EmptyStatesCatalogTests/Samples",
    "Tests/EmptyStatesREADMETests/Snippets", "Tests/EmptyStatesSeedTests/Samples",
  ]

  /// The names of the types a file declares with a `@State` property of their own (read by
  /// indentation, which `swift format` keeps exact).
  static func typesWithState(in source: String) -> Set<String> {
    var open: [(name: String, indentation: Int)] = []
    var result: Set<String> = []
    for line in source.components(separatedBy: "\n") {
      let indentation = line.prefix { $0 == " " }.count
      let text = line.dropFirst(indentation)
      if let last = open.last, text.hasPrefix("}"), indentation == last.indentation {
        open.removeLast()
        continue
      }
      if let name = declaredTypeName(in: String(text)) {
        // A type written on one line holds no `@State` line.
        if !(text.contains("{") && text.hasSuffix("}")) { open.append((name, indentation)) }
      } else if text.hasPrefix("@State "), let owner = open.last {
        result.insert(owner.name)
      }
    }
    return result
  }

  /// `Name` of a line declaring `struct Name`, `final class Name<…>`, and the like.
  static func declaredTypeName(in line: String) -> String? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" })
    guard
      let keyword = words.firstIndex(where: { ["struct", "class", "enum", "actor"].contains($0) }),
      keyword + 1 < words.count,
      words[..<keyword].allSatisfy({ !$0.hasPrefix("//") && !$0.hasPrefix("\"") })
    else { return nil }
    return String(words[keyword + 1])
  }

  /// `file: extension T { init(…` for each initializer written in an extension of one of `types`.
  static func initializersInExtensions(of types: Set<String>, in source: String, file: String)
    -> [String]
  {
    var findings: [String] = []
    var extended: (name: String, indentation: Int)?
    for (index, line) in source.components(separatedBy: "\n").enumerated() {
      let indentation = line.prefix { $0 == " " }.count
      let text = line.dropFirst(indentation)
      if let current = extended {
        if text.hasPrefix("}"), indentation == current.indentation {
          extended = nil
        } else if text.hasPrefix("init(") || text.contains(" init(") || text.hasPrefix("init<") {
          findings.append("\(file):\(index + 1): an initializer of \(current.name): \(text)")
        }
      } else if text.hasPrefix("extension ") {
        let name = text.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber }
        if types.contains(String(name)) { extended = (String(name), indentation) }
      }
    }
    return findings
  }

  /// Every initializer of a type with a `@State`, written in a file other than the type's.
  static func findings(in files: [(name: String, text: String)]) -> [String] {
    files.flatMap { file in
      let elsewhere = files.filter { $0.name != file.name }
      let types = typesWithState(in: file.text)
      return elsewhere.flatMap { initializersInExtensions(of: types, in: $0.text, file: $0.name) }
    }
  }

  static func sources() throws -> [(name: String, text: String)] {
    try folders.flatMap { folder in
      let root = StandInAvailability.packageRoot.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      return try (files ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { name in
        let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        return (name: "\(folder)/\(name)", text: text)
      }
    }
  }
}

@Suite struct StateInitializerPlacementTests {
  @Test func noInitializerOfATypeWithStateLivesOutsideItsFile() throws {
    let sources = try StateInitializerPlacement.sources()
    let withState = sources.flatMap { StateInitializerPlacement.typesWithState(in: $0.text) }
    // The layer's own views with state, and the samples'.
    #expect(withState.contains("PresentationOverlay"))
    #expect(withState.contains("EmptyStateActionButtons"))
    #expect(withState.count > 15)
    #expect(StateInitializerPlacement.findings(in: sources) == [])
  }

  @Test func anInitializerInAnotherFileIsFound() {
    let files = [
      (
        name: "Grid.swift",
        text: """
        public struct Grid: View {
          let tracks: Int
          @State private var isLoaded = false

          public var body: some View { Text("\\(tracks)") }
        }
        """
      ),
      (
        name: "Grid+Init.swift",
        text: """
        extension Grid {
          public init(tracks: Int) {
            self.tracks = tracks
          }
        }
        """
      ),
    ]
    #expect(
      StateInitializerPlacement.findings(in: files) == [
        "Grid+Init.swift:2: an initializer of Grid: public init(tracks: Int) {"
      ])
  }

  @Test func anInitializerInTheTypesOwnFileOrOfATypeWithoutStatePasses() {
    let files = [
      (
        name: "Row.swift",
        text: """
        struct Row: View {
          @State private var isOn = false
          let title: String
          var body: some View { Text(title) }
        }

        extension Row {
          init() { title = "" }
        }
        """
      ),
      (
        name: "Label+Init.swift",
        text: """
        struct Plain { let title: String }

        extension Plain {
          init() { self.init(title: "") }
        }
        """
      ),
    ]
    #expect(StateInitializerPlacement.findings(in: files) == [])
  }
}
