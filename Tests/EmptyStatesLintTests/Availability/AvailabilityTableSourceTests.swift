import Foundation
import Testing

@testable import EmptyStatesLint

/// Reads the table's data file: every row sits under a comment that says where its versions come
/// from.
@Suite struct AvailabilityTableSourceTests {
  static let dataFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/EmptyStatesLint/Availability/AvailabilityTable+Rows.swift")

  /// A source: an Apple documentation page, or the SDK interfaces at the pinned commit.
  static func isSource(_ comment: String) -> Bool {
    comment.contains("https://developer.apple.com/documentation/")
      || comment.contains("xybp888/iOS-SDKs@88fdca9")
  }

  /// Each row's first line, with the comment lines right above it.
  static func rowsWithComments() throws -> [(row: String, comment: String)] {
    let lines = try String(contentsOf: dataFile, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    var found: [(row: String, comment: String)] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("APIAvailability(") {
      var comment: [String] = []
      var above = index - 1
      while above >= 0, lines[above].hasPrefix("//") {
        comment.insert(lines[above], at: 0)
        above -= 1
      }
      found.append((row: line + " " + lines[index + 1], comment: comment.joined(separator: " ")))
    }
    return found
  }

  @Test func everyRowIsWrittenInTheDataFile() throws {
    #expect(try Self.rowsWithComments().count == AvailabilityTable.rows.count)
  }

  @Test func everyRowCitesItsSource() throws {
    let rows = try Self.rowsWithComments()
    #expect(!rows.isEmpty)
    for (row, comment) in rows {
      #expect(Self.isSource(comment), "no source above \(row)")
    }
  }

  @Test func aRowWithoutACommentHasNoSource() {
    #expect(!Self.isSource(""))
    #expect(!Self.isSource("// the stand-in says so"))
    #expect(Self.isSource("// https://developer.apple.com/documentation/swiftui/table"))
  }
}
