import Foundation

/// `swift run -c release empty-states-bench [--only SECTION]... [--cold-runs N] [--catalog FILE]`:
/// what each part of the library costs, each figure beside its baseline measured in the same
/// run, and their ratio. Sections: `cold`, `warm`, `renderers`, `catalog`, `sizes`.
///
/// The figures compare within one run on one machine; the machine is printed first. Exits 1
/// when a floor does not print the renderer's bytes or a child process fails, 64 on a bad
/// argument.
@main
enum Benchmark {
  /// The package's root, found from this file (`Benchmarks/empty-states-bench/Benchmark.swift`).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func main() {
    var arguments = ArraySlice(CommandLine.arguments.dropFirst())
    var catalogPath = packageRoot.appendingPathComponent(
      "Sources/EmptyStates/Resources/Localizable.xcstrings"
    ).path
    var child: ColdChild?
    var sections: Set<String> = []
    var coldRuns = 15
    while let argument = arguments.popFirst() {
      switch argument {
      case "--catalog": catalogPath = arguments.popFirst() ?? ""
      case "--only": sections.insert(arguments.popFirst() ?? "")
      case "--cold-runs": coldRuns = arguments.popFirst().flatMap { Int($0) } ?? 0
      // Hidden: what a cold child process does.
      case "--child": child = arguments.popFirst().flatMap(ColdChild.init(rawValue:))
      default: fail("unknown argument \(argument)", status: 64)
      }
    }
    if let child {
      child.run(catalogPath: catalogPath)
      return
    }
    guard coldRuns > 0 else { fail("--cold-runs needs a positive number", status: 64) }
    let all: Set = ["cold", "warm", "renderers", "catalog", "sizes", "lint"]
    guard sections.isSubset(of: all) else {
      fail("--only takes one of: \(all.sorted().joined(separator: ", "))", status: 64)
    }
    let runs = sections.isEmpty ? all : sections
    guard let catalog = FileManager.default.contents(atPath: catalogPath) else {
      fail("cannot read the String Catalog at \(catalogPath); pass --catalog FILE", status: 64)
    }
    #if DEBUG
      print("warning: a debug build; run `swift run -c release empty-states-bench`\n")
    #endif
    print("# empty-states-bench\n")
    for line in Machine.description { print("- \(line)") }
    print()
    var report = Report()
    if runs.contains("cold") { cold(into: &report, catalogPath: catalogPath, runs: coldRuns) }
    if runs.contains("warm") { warm(into: &report, catalog: catalog) }
    if runs.contains("renderers") { renderers(into: &report) }
    if runs.contains("catalog") { catalogPages(into: &report) }
    if runs.contains("sizes") { sizes() }
    if runs.contains("lint") { lint() }
  }

  /// Prints a one-line error and exits.
  static func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("empty-states-bench: \(message)\n".utf8))
    exit(status)
  }
}
