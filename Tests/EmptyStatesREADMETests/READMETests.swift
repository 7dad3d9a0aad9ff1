import EmptyStates
import Foundation
import Testing

/// The README's Swift examples are compiled: each is a region of a file in `Snippets/`, and
/// these tests require the two to match character for character, so an example that stops
/// compiling fails the build and one edited in only one place fails here.
@Suite struct READMETests {
  struct Block: Sendable, CustomTestStringConvertible {
    var name: String
    var imports: [String]
    var lines: [String]
    var testDescription: String { name }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's ```swift blocks, by the `<!-- snippet: NAME -->` line above each; the one
  /// block without it must be the Package.swift dependency line, which only a manifest compiles.
  static func readmeBlocks() throws -> (named: [Block], unnamed: [[String]]) {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var named: [Block] = []
    var unnamed: [[String]] = []
    var pendingName: String?
    var current: [String]?
    for line in readme.components(separatedBy: "\n") {
      if var lines = current {
        if line == "```" {
          let imports = lines.filter { $0.hasPrefix("import ") }
          lines.removeAll { $0.hasPrefix("import ") }
          let body = trimmingBlankEdges(lines)
          if let name = pendingName {
            named.append(Block(name: name, imports: imports, lines: body))
          } else {
            unnamed.append(body)
          }
          current = nil
          pendingName = nil
        } else {
          lines.append(line)
          current = lines
        }
      } else if line == "```swift" {
        current = []
      } else if line.hasPrefix("<!-- snippet: "), line.hasSuffix(" -->") {
        pendingName = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
      } else if !line.isEmpty {
        pendingName = nil
      }
    }
    return (named, unnamed)
  }

  /// Every `// snippet: NAME` … `// end snippet` region of the snippet files, dedented to its
  /// marker, with the file's imports.
  static func compiledSnippets() throws -> [String: (imports: [String], lines: [String])] {
    let folder = root.appendingPathComponent("Tests/EmptyStatesREADMETests/Snippets")
    var regions: [String: (imports: [String], lines: [String])] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      let imports = lines.filter { $0.hasPrefix("import ") }
      var index = 0
      while index < lines.count {
        let marker = lines[index].drop { $0 == " " }
        guard marker.hasPrefix("// snippet: ") else {
          index += 1
          continue
        }
        let indent = lines[index].count - marker.count
        let name = String(marker.dropFirst("// snippet: ".count))
        var region: [String] = []
        index += 1
        while index < lines.count, lines[index].drop(while: { $0 == " " }) != "// end snippet" {
          region.append(String(lines[index].dropFirst(min(indent, leadingSpaces(lines[index])))))
          index += 1
        }
        regions[name] = (imports, region)
      }
    }
    return regions
  }

  static func leadingSpaces(_ line: String) -> Int {
    line.prefix { $0 == " " }.count
  }

  static func trimmingBlankEdges(_ lines: [String]) -> [String] {
    Array(lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
  }

  @Test func everySwiftExampleIsNamedSoItCanBeCompiled() throws {
    let (named, unnamed) = try Self.readmeBlocks()
    #expect(named.count >= 8)
    #expect(Set(named.map(\.name)).count == named.count, "two examples share a name")
    // Only Package.swift fragments go uncompiled: the dependency line, and the lint plugin's
    // target, whose plugin must be one this package's manifest offers.
    #expect(unnamed.count == 2)
    #expect(unnamed.first?.first?.hasPrefix(".package(url:") == true)
    #expect(unnamed.first?.count == 1)
    let plugin = try #require(unnamed.last)
    #expect(plugin.first?.hasPrefix("// Package.swift") == true)
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(plugin.contains { $0.contains(#".plugin(name: "EmptyStatesLintBuild""#) })
    #expect(manifest.contains(#".plugin(name: "EmptyStatesLintBuild", targets:"#))
  }

  @Test(arguments: try readmeBlocks().named)
  func exampleIsTheCompiledSnippet(block: Block) throws {
    let compiled = try #require(try Self.compiledSnippets()[block.name])
    #expect(block.lines == compiled.lines)
    #expect(Set(block.imports).isSubset(of: Set(compiled.imports)))
  }

  @Test func theExamplesDoWhatTheREADMESays() {
    #expect(notes.title == .localized("No Notes"))
    #expect(notes.actions.map(\.id) == ["new-note"])
    #expect(decide(landmarks: .loading(previous: nil), searchText: "", filtered: []) == .spinner)
    #expect(
      decide(landmarks: .loaded([]), searchText: "", filtered: [])
        == .emptyState(
          EmptyState(
            "No Landmarks", systemImage: "mappin.slash",
            description: "Landmarks you save will appear here."), .empty))
    let read = [Message(isUnread: false, isFlagged: true)]
    let filtered = filteredMailbox(messages: read, searchText: "")
    #expect(
      filtered.presentation.reason
        == .filteredOut(by: ["Unread", "Flagged"], query: nil))
    let english = EmptyStateLocalizer(localeIdentifier: "en")
    let shown = filtered.presentation.emptyState.map(english.localize)
    #expect(shown?.title == "No Results")
    #expect(shown?.description == "Filtered by “Unread” and “Flagged”. Try clearing filters.")
    #expect(shown?.actions.map(\.title) == ["Clear Filters"])
    #expect(filtered.filtersLeft == 0 && filtered.searchLeft.isEmpty)
    let searched = filteredMailbox(messages: read, searchText: "invoice")
    #expect(searched.filtersLeft == 0 && searched.searchLeft.isEmpty)
    #expect(
      filteredMailbox(messages: [Message(isUnread: true, isFlagged: true)], searchText: "")
        .presentation == .content)
    #expect(title.contains("bryce"))
    #expect(!outline.isEmpty)
    #expect(html.contains(#"lang="de""#) && html.contains(#"action="/feed/reload""#))
    #expect(!css.isEmpty)
    #expect(page(for: .loading(previous: nil), query: "").contains(#"role="status""#))
    #expect(localizer(for: Request(language: "fr")).localization == "fr")
  }
}
