import Foundation
import Testing

@testable import empty_states_bench

/// The lint benchmark's corpus: the same bytes every time, large enough, made of files of the
/// promised sizes, with every kind of declaration and pitfall, and valid Swift.
@Suite struct CorpusGeneratorTests {
  /// The benchmark's corpus, generated once.
  static let corpus = CorpusGenerator().files()

  @Test func theSameSeedGivesTheSameBytes() {
    #expect(!Self.corpus.isEmpty)
    #expect(CorpusGenerator().files() == Self.corpus)
    let small = CorpusGenerator(seed: 7, minimumLines: 3_000)
    #expect(small.files() == small.files())
    #expect(small.files() != CorpusGenerator(seed: 8, minimumLines: 3_000).files())
  }

  @Test func reachesTwoHundredThousandLinesInAFewHundredFiles() {
    let lines = Self.corpus.reduce(0) {
      $0
        + $1.text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .count - 1
    }
    #expect(lines >= 200_000)
    #expect((150...600).contains(Self.corpus.count))
    #expect(Set(Self.corpus.map(\.path)).count == Self.corpus.count)
  }

  @Test func everyFileHasThreeHundredToFifteenHundredLines() {
    #expect(!Self.corpus.isEmpty)
    for file in Self.corpus {
      let newlines = file.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(file.text.hasSuffix("\n"), "\(file.path)")
      #expect(newlines == file.lineCount, "\(file.path)")
      #expect((300...1_500).contains(newlines), "\(file.path): \(newlines) lines")
    }
  }

  @Test func holdsEveryKindOfDeclarationAndEveryPitfall() {
    let chunks = Set(Self.corpus.flatMap(\.chunks).map { "\($0)" })
    #expect(chunks == Set(SwiftUISource.Chunk.allCases.map { "\($0)" }))
    let pitfalls = Set(Self.corpus.flatMap(\.pitfalls).map { "\($0)" })
    #expect(pitfalls == Set(CorpusPitfall.allCases.map { "\($0)" }))
  }

  @Test func plantsPitfallsInAFewPercentOfTheScreens() {
    let screens: Set<String> = ["listView", "switchView", "splitView", "settings", "pitfall"]
    let all = Self.corpus.flatMap(\.chunks).filter { screens.contains("\($0)") }.count
    let planted = Self.corpus.reduce(0) { $0 + $1.pitfalls.count }
    #expect(all > 1_000)
    #expect(planted == Self.corpus.flatMap(\.chunks).filter { "\($0)" == "pitfall" }.count)
    let share = Double(planted) / Double(all)
    #expect(share > 0.01 && share < 0.08, "\(planted) of \(all) screens")
  }

  @Test func filesCoveringEveryKindParseWithTheCompiler() throws {
    let folder = try Self.writeCoveringSample()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files.count >= 2)
    // Swift 6 mode: bare `/…/` regex literals are Swift 6 syntax (Swift 5 needs a flag).
    let result = try Self.run(
      ["/usr/bin/env", "swiftc", "-parse", "-swift-version", "6"]
        + files.map { folder.appendingPathComponent($0).path })
    #expect(result.status == 0)
    #expect(!result.errors.contains("error:"), "\(result.errors.prefix(2_000))")
  }

  @Test func filesCoveringEveryKindHaveNoSyntaxErrorForSwiftFormat() throws {
    let swiftFormat = try #require(Toolchain.swiftFormat)
    let folder = try Self.writeCoveringSample()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run([swiftFormat, "lint", "--recursive", folder.path])
    #expect(result.status == 0)
    #expect(result.errors.contains(": warning: "))
    #expect(!result.errors.contains(": error: "), "\(result.errors.prefix(2_000))")
  }

  /// Writes the fewest of the corpus's files that hold every kind of declaration and pitfall
  /// into a new temporary folder.
  private static func writeCoveringSample() throws -> URL {
    var missing = Set(SwiftUISource.Chunk.allCases.map { "\($0)" })
      .union(CorpusPitfall.allCases.map { "pitfall.\($0)" })
    func kinds(_ file: CorpusGenerator.File) -> Set<String> {
      Set(file.chunks.map { "\($0)" }).union(file.pitfalls.map { "pitfall.\($0)" })
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("corpus-sample-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    while let best = corpus.max(by: {
      kinds($0).intersection(missing).count < kinds($1).intersection(missing).count
    }), !kinds(best).isDisjoint(with: missing) {
      missing.subtract(kinds(best))
      let name = best.path.replacingOccurrences(of: "/", with: "-")
      try Data(best.text.utf8).write(to: folder.appendingPathComponent(name))
    }
    #expect(missing.isEmpty)
    return folder
  }

  private static func run(_ command: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: text, as: UTF8.self))
  }
}
