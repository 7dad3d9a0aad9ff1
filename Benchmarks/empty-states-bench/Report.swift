/// The benchmark's output: Markdown tables, to read in a terminal and paste into the README.
struct Report {
  private var printedHeader = false

  /// Adds a measurement and prints it at once, so a long run shows progress.
  mutating func add(_ comparison: Comparison) {
    if !printedHeader {
      print("| measurement | ours | baseline | baseline's | ours ÷ baseline |")
      print("|---|--:|---|--:|--:|")
    }
    printedHeader = true
    let ratio = comparison.ratio
    let ratioText = ratio >= 10 ? "\(Int(ratio.rounded()))×" : Comparison.digits(ratio) + "×"
    print(
      "| \(comparison.name) | \(comparison.format(comparison.ours)) | \(comparison.baselineName)"
        + " | \(comparison.format(comparison.baseline)) | \(ratioText) |")
  }
}
