extension EmptyStateLinter {
  /// How many `missing-availability-check` findings about one system, with no check anywhere in
  /// the run naming that system, show that no one builds the code for it: code that ships does
  /// not compile with that many errors there, so the project lists a system nothing builds for.
  static let unbuiltSystemEvidence = 3

  /// The `missing-availability-check` findings that the run as a whole shows to be wrong: a
  /// modifier that a file of the run declares itself (a backport, `func overlay` in
  /// `extension View`), which the call may mean; and a finding only about systems the run shows
  /// no one builds for (``unbuiltSystemEvidence``).
  /// - Parameter files: What each file tells the run, in the run's order.
  /// - Returns: For each file, the places (line, column) of the findings to drop.
  static func unbuiltAvailabilityFindings(_ files: [AvailabilityFacts]) -> [Set<[Int]>] {
    let declared = files.reduce(into: Set<String>()) { $0.formUnion($1.extensionMethods) }
    let named = files.reduce(into: AppleOS.Set()) { $0.formUnion($1.namedSystems) }
    func isDeclared(_ report: AvailabilityFacts.Report) -> Bool {
      report.methodName.map(declared.contains) ?? false
    }
    var counts: [AppleOS: Int] = [:]
    for report in files.flatMap(\.reports) where !isDeclared(report) {
      for os in AppleOS.allCases where report.systems.contains(os) { counts[os, default: 0] += 1 }
    }
    var unbuilt = AppleOS.Set()
    for (os, count) in counts where count >= unbuiltSystemEvidence && !named.contains(os) {
      unbuilt.insert(AppleOS.Set(os))
    }
    return files.map { file in
      Set(
        file.reports.filter { isDeclared($0) || unbuilt.isSuperset(of: $0.systems) }.map {
          [$0.line, $0.column]
        })
    }
  }
}
