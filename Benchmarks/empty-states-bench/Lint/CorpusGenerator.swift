import Foundation

/// Writes a large, realistic SwiftUI code base for the lint benchmark: a few hundred files of
/// 300–1,500 lines (views, `@Observable` and `ObservableObject` models with `async` loads, lists,
/// overlays, search, split views, tricky literals), with the seeds' pitfalls in a few percent of
/// the views.
///
/// The same seed gives the same bytes on every run: every choice comes from a
/// ``SeededGenerator``, none from the clock.
struct CorpusGenerator {
  /// One generated file.
  struct File: Equatable {
    /// Its path inside the corpus, `Trips/TripsFeature007.swift`.
    var path: String
    /// Its Swift source.
    var text: String
    /// Its lines.
    var lineCount: Int
    /// The declarations it is made of.
    var chunks: [SwiftUISource.Chunk]
    /// The mistakes planted in it.
    var pitfalls: [CorpusPitfall]
  }

  /// The seed of the benchmark's corpus.
  static let benchmarkSeed: UInt64 = 0x5EED_0013
  /// The benchmark's corpus has at least this many lines.
  static let benchmarkLines = 200_000
  /// How long a file is, in lines.
  static let fileLines = 300...1_500
  /// No declaration is longer: a file stops at its first declaration past a length drawn from
  /// ``fileLines`` less this, so it ends inside the range.
  static let longestChunk = 150

  /// Where every choice starts.
  var seed: UInt64 = benchmarkSeed
  /// The corpus stops at the first file that brings it to this many lines.
  var minimumLines = benchmarkLines

  /// The corpus's files, in order.
  func files() -> [File] {
    var files: [File] = []
    var lines = 0
    while lines < minimumLines {
      let index = files.count
      var random = SeededGenerator(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
      let entity = random.pick(CorpusEntity.all)
      var source = SwiftUISource(entity: entity, random: random)
      source.write(
        lines: source.random.number(
          in: Self.fileLines.lowerBound...(Self.fileLines.upperBound - Self.longestChunk)))
      let name = "\(entity.pluralName)/\(entity.pluralName)Feature\(index).swift"
      files.append(
        File(
          path: name, text: source.text, lineCount: source.lineCount, chunks: source.chunks,
          pitfalls: source.pitfalls))
      lines += source.lineCount
    }
    return files
  }

  /// Writes ``files()`` under `folder` (created if needed) and returns them.
  ///
  /// - Throws: The file system's error when a folder or file cannot be written.
  @discardableResult
  func write(to folder: URL) throws -> [File] {
    let files = files()
    for file in files {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url)
    }
    return files
  }
}
