extension EmptyStateLinter {
  /// How many views down from the one a filler places a model it fills is followed.
  static let maximumPlacementDepth = 3

  /// The `empty-state-during-loading` findings only the run as a whole shows: an empty state
  /// chosen by a test of a model's data that its own file never fills, in a view that another
  /// file's view places, unguarded, while its `.task` or `.onAppear` fills that data — directly
  /// or through views that each place the next every time they show.
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
    var placed: [String: Set<String>] = [:]
    for file in files {
      for placement in file.facts.placements where exporters[placement.parent] == 1 {
        placed[placement.parent, default: []].insert(placement.child)
      }
    }
    for (index, file) in files.enumerated() {
      for filler in file.facts.fillers where exporters[filler.child] == 1 {
        // The view placed, and the views it places every time it shows, a few levels down:
        // the model the filler fills reaches them all (`App` → `RootView` → `OrdersView`).
        var seen: Set<String> = [filler.child]
        var level = [filler.child]
        for _ in 0...maximumPlacementDepth {
          var next: [String] = []
          for child in level where exporters[child] == 1 {
            var reached = filler
            reached.child = child
            fillers[child, default: []].append((index, reached))
            next += (placed[child] ?? []).sorted().filter { seen.insert($0).inserted }
          }
          level = next
        }
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
