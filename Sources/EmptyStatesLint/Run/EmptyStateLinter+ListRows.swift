extension EmptyStateLinter {
  /// The `empty-state-in-list-row` findings only the run as a whole shows: an empty state at the
  /// root of a view type that one file declares and another file places in a list's content.
  ///
  /// A type counts only where exactly one file of the run exports its name (two files declaring
  /// it leave the callers' meaning open), and a caller's own declaration of the name wins in
  /// that caller (its placements leave out the names it declares).
  /// - Parameter files: Each file's path, as findings name it, and what it tells the run.
  /// - Returns: The findings to add to each file, in the order of `files`.
  static func crossFileRowFindings(
    _ files: [(path: String, facts: ListRowFacts)]
  ) -> [[Finding]] {
    var result = [[Finding]](repeating: [], count: files.count)
    guard files.contains(where: { !$0.facts.pending.isEmpty }) else { return result }
    var exporters: [String: Int] = [:]
    for file in files {
      for name in file.facts.exportedTypes { exporters[name, default: 0] += 1 }
    }
    // The first placement of each type, in the order the files were given.
    var placements: [String: (file: Int, placement: ListRowFacts.Placement)] = [:]
    var queue: [String] = []
    for (index, file) in files.enumerated() {
      for (name, placement) in file.facts.placements.sorted(by: { $0.key < $1.key })
      where exporters[name] == 1 && placements[name] == nil {
        placements[name] = (index, placement)
        queue.append(name)
      }
    }
    // A placed type places the types of other files at its root in the same row, however many
    // files stand in between (`Form { ContainerList() }`, whose root shows `NotInstalledView()`).
    var rootUses: [String: Set<String>] = [:]
    for file in files {
      for (name, used) in file.facts.rootUses where exporters[name] == 1 {
        rootUses[name, default: []].formUnion(used)
      }
    }
    var next = 0
    while next < queue.count {
      let name = queue[next]
      next += 1
      guard let (caller, placement) = placements[name], placement.standsAlone else { continue }
      for used in (rootUses[name] ?? []).sorted()
      where exporters[used] == 1 && placements[used] == nil {
        var through = placement
        through.through = [name] + placement.through
        placements[used] = (caller, through)
        queue.append(used)
      }
    }
    for (index, file) in files.enumerated() {
      for pending in file.facts.pending {
        guard
          let name = pending.row.typeNames.first(where: {
            placements[$0].map { $0.file != index } ?? false
          }),
          let (caller, placement) = placements[name]
        else { continue }
        var finding = pending.finding
        let holdsIt = name == pending.row.holderName || name.hasSuffix("." + pending.row.holderName)
        let through = (holdsIt ? [] : [name]) + placement.through
        finding.message = EmptyStateInListRowRule.placedMessage(
          viewName: pending.row.viewName, holder: pending.row.holderName,
          container: pending.row.container ?? placement.container,
          at: "\(files[caller].path):\(placement.line)", through: through)
        result[index].append(finding)
      }
    }
    return result
  }

  /// A file's findings with `added` ones among them, by position.
  static func merged(_ findings: [Finding], _ added: [Finding]) -> [Finding] {
    guard !added.isEmpty else { return findings }
    return (findings + added).sorted {
      ($0.line, $0.column, $0.rule.rawValue) < ($1.line, $1.column, $1.rule.rawValue)
    }
  }
}
