extension EmptyStateLinter {
  /// The `empty-state-during-loading` findings only the run as a whole shows: an empty state
  /// chosen by a test of a model's data that its own file never fills, in a view that another
  /// file's view places, unguarded, while its `.task` or `.onAppear` fills that data.
  ///
  /// A view counts only where exactly one file of the run exports its name.
  /// - Parameter files: Each file's path, as findings name it, and what it tells the run.
  /// - Returns: The findings to add to each file, in the order of `files`.
  static func crossFileLoadingFindings(_ files: [(path: String, facts: LoadingFacts)])
    -> [[Finding]]
  {
    var result = [[Finding]](repeating: [], count: files.count)
    guard files.contains(where: { !$0.facts.pending.isEmpty }) else { return result }
    var exporters: [String: Int] = [:]
    for file in files {
      for name in file.facts.exportedTypes { exporters[name, default: 0] += 1 }
    }
    var fillers: [String: [(file: Int, filler: LoadingFacts.Filler)]] = [:]
    for (index, file) in files.enumerated() {
      for filler in file.facts.fillers where exporters[filler.child] == 1 {
        fillers[filler.child, default: []].append((index, filler))
      }
    }
    for (index, file) in files.enumerated() {
      for pending in file.facts.pending where exporters[pending.view] == 1 {
        guard
          let (other, filler) = fillers[pending.view]?.first(where: {
            $0.file != index && !$0.filler.fills.isDisjoint(with: pending.data)
          })
        else { continue }
        var finding = pending.finding
        finding.message = EmptyStateDuringLoadingRule.message(
          siteName: pending.siteName, test: pending.subject,
          loader: "\(filler.loader) (\(files[other].path):\(filler.line))")
        result[index].append(finding)
      }
    }
    return result
  }
}
