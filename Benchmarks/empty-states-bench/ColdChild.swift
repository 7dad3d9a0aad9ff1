import EmptyStates
import Foundation

/// What a fresh process of the benchmark does when the parent spawns it with `--child MODE`:
/// one piece of work, as the first thing the process does, then one line on standard output —
/// when the work started and ended (nanoseconds on the system's monotonic clock, comparable
/// across processes), the process's peak resident memory in bytes, and a check of the result.
enum ColdChild: String, CaseIterable {
  /// The library's first localize: `EmptyStateLocalizer(localeIdentifier: "de").localize(.offline)`.
  case localize = "cold-localize"
  /// The baseline: the whole String Catalog parsed by Foundation's `JSONSerialization`.
  case parseCatalog = "parse-catalog"
  /// Nothing: what a process of this executable costs before any work.
  case idle

  /// One child's line, read back by the parent.
  struct Result {
    /// When the work started, on the monotonic clock.
    var start: UInt64
    /// When it ended.
    var end: UInt64
    /// Peak resident memory, in bytes.
    var peakMemory: Double
    /// What the work produced, for the parent to check.
    var check: String

    /// The line a child prints.
    var line: String { "\(start) \(end) \(Int(peakMemory)) \(check)" }

    /// Reads a child's line.
    init?(line: Substring) {
      let fields = line.split(separator: " ", maxSplits: 3)
      guard fields.count == 4, let start = UInt64(fields[0]), let end = UInt64(fields[1]),
        let memory = Double(fields[2])
      else { return nil }
      self.init(start: start, end: end, peakMemory: memory, check: String(fields[3]))
    }

    init(start: UInt64, end: UInt64, peakMemory: Double, check: String) {
      self.start = start
      self.end = end
      self.peakMemory = peakMemory
      self.check = check
    }
  }

  /// Does the work and prints the line.
  ///
  /// - Parameter catalogPath: The String Catalog the baseline parses.
  func run(catalogPath: String) {
    let start = DispatchTime.now().uptimeNanoseconds
    let check: String
    switch self {
    case .localize:
      check = EmptyStateLocalizer(localeIdentifier: "de").localize(.offline).title
    case .parseCatalog:
      let data = (try? Data(contentsOf: URL(fileURLWithPath: catalogPath))) ?? Data()
      let catalog = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      check = String((catalog?["strings"] as? [String: Any])?.count ?? 0)
    case .idle:
      check = "-"
    }
    let end = DispatchTime.now().uptimeNanoseconds
    let result = Result(start: start, end: end, peakMemory: Self.peakMemory(), check: check)
    print(result.line)
  }

  /// This process's peak resident memory, in bytes.
  static func peakMemory() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #endif
    return ResourceUsage.peakMemory(usage)
  }
}
