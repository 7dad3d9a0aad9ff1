extension EmptyStateLinter {
  /// The files that use views other files declare to show an empty state every time
  /// (``LoadingFacts/emptyStateViews``), by index, with the names of those each uses: to lint
  /// again knowing them.
  static func otherFilesViewUsers(_ facts: [LoadingFacts]) -> [Int: Set<String>] {
    let declaring = emptyStateViews(facts, exporters: exporterCounts(facts))
    guard !declaring.isEmpty else { return [:] }
    var users: [Int: Set<String>] = [:]
    for (index, file) in facts.enumerated() {
      let used = file.usedTypes.filter { declaring[$0].map { $0.file != index } ?? false }
      if !used.isEmpty { users[index] = used }
    }
    return users
  }

  /// How many files of the run export each type name: a name more than one file exports leaves
  /// its users' meaning open.
  private static func exporterCounts(_ facts: [LoadingFacts]) -> [String: Int] {
    var exporters: [String: Int] = [:]
    for file in facts {
      for name in file.exportedTypes { exporters[name, default: 0] += 1 }
    }
    return exporters
  }

  /// The views that show an empty state every time, by name, with the file that declares each:
  /// those of names exactly one file of the run exports.
  private static func emptyStateViews(_ facts: [LoadingFacts], exporters: [String: Int])
    -> [String: (file: Int, view: LoadingFacts.EmptyStateView)]
  {
    var result: [String: (file: Int, view: LoadingFacts.EmptyStateView)] = [:]
    for (index, file) in facts.enumerated() {
      for view in file.emptyStateViews where exporters[view.name] == 1 {
        result[view.name] = (index, view)
      }
    }
    return result
  }

  /// The findings at other files' empty-state views that a file's test chooses while its load
  /// runs (``LoadingFacts/otherFilesViewFlashes``): one per empty state, naming the first use.
  private static func otherFilesViewFindings(
    _ files: [(path: String, facts: LoadingFacts)], exporters: [String: Int]
  ) -> [[Finding]] {
    var result = [[Finding]](repeating: [], count: files.count)
    guard files.contains(where: { !$0.facts.otherFilesViewFlashes.isEmpty }) else { return result }
    let views = emptyStateViews(files.map(\.facts), exporters: exporters)
    var reported: Set<String> = []
    for (index, file) in files.enumerated() {
      for flash in file.facts.otherFilesViewFlashes {
        guard let (owner, view) = views[flash.view], owner != index,
          reported.insert(view.name).inserted
        else { continue }
        let siteName =
          "\(view.shownName) (through '\(FileLinter.quoted(flash.view))' at \(file.path):\(flash.line))"
        var finding = view.finding
        finding.message =
          flash.readsStartValue
          ? EmptyStateDuringLoadingRule.startValueMessage(
            siteName: siteName, test: flash.test, loader: flash.loader)
          : EmptyStateDuringLoadingRule.message(
            siteName: siteName, test: flash.test, loader: flash.loader)
        result[owner].append(finding)
      }
    }
    return result
  }

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
    let exporters = exporterCounts(files.map(\.facts))
    var result = otherFilesViewFindings(files, exporters: exporters)
    guard files.contains(where: { !$0.facts.pending.isEmpty }) else { return result }
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
