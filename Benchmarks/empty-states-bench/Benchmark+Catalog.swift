import EmptyStatesCatalog
import Foundation

extension Benchmark {
  /// Writing the whole catalog against writing the same bytes to the same files: its floor is
  /// its output, so the ratio is what generating the pages adds to storing them.
  static func catalogPages(into report: inout Report) {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-states-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let generated = scratch.appendingPathComponent("catalog", isDirectory: true)
    let copied = scratch.appendingPathComponent("copy", isDirectory: true)
    func write() -> URL {
      do {
        return try Catalog.write(to: generated)
      } catch {
        fail("cannot write the catalog: \(error.description)")
      }
    }
    _ = write()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: generated.path)) ?? []
    let pages = names.sorted().compactMap { name in
      FileManager.default.contents(atPath: generated.appendingPathComponent(name).path).map {
        (name, $0)
      }
    }
    guard !pages.isEmpty else { fail("the catalog wrote no page") }
    let marker = "<section class=\"es-empty-state "
    let states = pages.reduce(0) {
      $0 + String(decoding: $1.1, as: UTF8.self).components(separatedBy: marker).count - 1
    }
    func copy() {
      try? FileManager.default.createDirectory(at: copied, withIntermediateDirectories: true)
      for (name, data) in pages {
        try? data.write(to: copied.appendingPathComponent(name), options: .atomic)
      }
    }
    let figures = Sampler.slow.compare(write, copy)
    let bytes = Comparison.bytes(Double(pages.reduce(0) { $0 + $1.1.count }))
    report.add(
      Comparison(
        name: "catalog: all \(pages.count) pages, \(states) rendered states, \(bytes)",
        ours: figures.ours, baselineName: "writing the same bytes to the same files",
        baseline: figures.baseline, unit: .time))
  }
}
