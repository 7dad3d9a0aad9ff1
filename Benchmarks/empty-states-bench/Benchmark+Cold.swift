import EmptyStates
import Foundation

extension Benchmark {
  /// The first localize in a fresh process against parsing the whole String Catalog in one:
  /// the work alone, from spawn to result, and the processes' peak memory.
  static func cold(into report: inout Report, catalogPath: String, runs: Int) {
    guard let executable = Bundle.main.executableURL else { fail("cannot find this executable") }
    let cold = ColdStart(executable: executable, catalogPath: catalogPath)
    let results: [ColdChild: [ColdStart.Run]]
    do {
      results = try cold.measure(runs: runs)
    } catch {
      fail(error.description)
    }
    let localize = results[.localize] ?? []
    let parse = results[.parseCatalog] ?? []
    let idle = results[.idle] ?? []
    let expected = EmptyStateLocalizer(localeIdentifier: "de").localize(.offline).title
    guard !localize.isEmpty, localize.allSatisfy({ $0.check == expected }) else {
      fail("the cold localize did not give “\(expected)”")
    }
    guard !parse.isEmpty, parse.allSatisfy({ (Int($0.check) ?? 0) > 0 }) else {
      fail("the catalog parse found no strings")
    }
    func median(_ runs: [ColdStart.Run], _ figure: (ColdStart.Run) -> Double) -> Double {
      Sampler.median(runs.map(figure))
    }
    let baseline = "parse the whole `Localizable.xcstrings` (`JSONSerialization`)"
    report.add(
      Comparison(
        name: "cold first localize (`de`, `.offline`) in a fresh process, median of \(runs)",
        ours: median(localize, \.work), baselineName: baseline, baseline: median(parse, \.work),
        unit: .time))
    report.add(
      Comparison(
        name: "… the same, from spawning the process to the result",
        ours: median(localize, \.fromSpawn), baselineName: baseline + ", from spawn",
        baseline: median(parse, \.fromSpawn), unit: .time))
    report.add(
      Comparison(
        name: "peak memory (max RSS) of that process",
        ours: median(localize, \.peakMemory), baselineName: "of the parsing process",
        baseline: median(parse, \.peakMemory), unit: .bytes))
    let idleMemory = median(idle, \.peakMemory)
    report.add(
      Comparison(
        name: "… above an idle process of the benchmark (\(Comparison.bytes(idleMemory)))",
        ours: median(localize, \.peakMemory) - idleMemory, baselineName: "parsing, above idle",
        baseline: median(parse, \.peakMemory) - idleMemory, unit: .bytes))
  }
}
