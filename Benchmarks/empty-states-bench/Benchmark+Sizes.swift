extension Benchmark {
  /// The size each library adds to a minimal executable.
  static func sizes() {
    print("\nBuilding the size probes (`swift build -c release --product size-probe-…`)…")
    let figures: ExecutableSizes.Figures
    do {
      figures = try ExecutableSizes(packageRoot: packageRoot).measure()
    } catch {
      fail(error.description)
    }
    let probes = figures.probes
    guard let foundation = probes.first else { fail("no size probe") }
    print()
    print("| probe | calls | bytes | stripped | added (stripped) |")
    print("|---|---|--:|--:|--:|")
    for probe in probes {
      let stripped = probe.strippedBytes.map { Comparison.bytes(Double($0)) } ?? "–"
      let added = probe.strippedBytes.flatMap { ours in
        foundation.strippedBytes.map { "+" + Comparison.bytes(Double(ours - $0)) }
      }
      print(
        "| `\(probe.name)` | \(probe.calls) | \(Comparison.bytes(Double(probe.bytes))) | "
          + "\(stripped) | \(probe.name == foundation.name ? "baseline" : added ?? "–") |")
    }
    if let resources = figures.resources {
      print(
        "\nBeside each executable that links EmptyStates: its resources, `\(resources.name)`, "
          + "\(Comparison.bytes(Double(resources.bytes))).")
    }
  }
}
