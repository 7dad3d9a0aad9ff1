import Foundation
import Testing
import _EmptyStatesFuzzTargets

/// Every saved input of every fuzz target, in the normal test suite: each target's seed corpus
/// (`Fuzz/Corpus/TARGET`) and every input a fuzzer ever broke a property with
/// (`Fuzz/Regressions/TARGET`, where `Fuzz/run` saves them).
@Suite struct FuzzTargetTests {
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

  /// The files of `Fuzz/FOLDER/TARGET`, or none when the folder does not exist.
  static func inputs(_ folder: String, _ target: FuzzTarget) -> [URL] {
    let directory = fuzz.appendingPathComponent(folder).appendingPathComponent(target.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everySavedInputKeepsEveryProperty(target: FuzzTarget) throws {
    let corpus = Self.inputs("Corpus", target)
    #expect(!corpus.isEmpty, "Fuzz/Corpus/\(target.rawValue) has no seed")
    for file in corpus + Self.inputs("Regressions", target) {
      let found = target.violations(Array(try Data(contentsOf: file)))
      #expect(found.isEmpty, "\(file.path): \(found.joined(separator: "; "))")
    }
  }
}
