import EmptyStates
import Foundation

extension Benchmark {
  /// A warm localize against dictionary lookups, and `Presentation.resolve` against a plain
  /// `switch`.
  static func warm(into report: inout Report, catalog: Data) {
    let localizer = EmptyStateLocalizer(localeIdentifier: "de")
    let quotes = (begin: "\u{201E}", end: "\u{201C}")
    guard let baseline = LocalizeBaseline(catalog: catalog, localization: "de", quotes: quotes)
    else { fail("cannot read the String Catalog's German strings") }
    func words(_ state: LocalizedEmptyState) -> LocalizeBaseline.Words {
      LocalizeBaseline.Words(
        title: state.title, description: state.description, actions: state.actions.map(\.title))
    }
    let query = "bryce"
    guard words(localizer.localize(.offline)) == baseline.offline(),
      words(localizer.localize(.noResults(for: query))) == baseline.noResults(for: query)
    else { fail("the localize baseline does not give the library's words") }

    let offline = Sampler.standard.compare(
      { localizer.localize(.offline) }, { baseline.offline() })
    report.add(
      Comparison(
        name: "warm localize (`de`, `.offline`)", ours: offline.ours,
        baselineName: "3 dictionary lookups", baseline: offline.baseline, unit: .time))
    let noResults = Sampler.standard.compare(
      { localizer.localize(.noResults(for: query)) }, { baseline.noResults(for: query) })
    report.add(
      Comparison(
        name: "warm localize (`de`, `.noResults(for: \"bryce\")`)", ours: noResults.ours,
        baselineName: "2 lookups + `String(format:)`", baseline: noResults.baseline, unit: .time))

    let inputs = ResolveBaseline.inputs
    let decided = inputs.map {
      ResolveBaseline.screen(
        of: Presentation.resolve($0.state, query: $0.query, matchCount: $0.matchCount))
    }
    guard decided == inputs.map(ResolveBaseline.resolve) else {
      fail("the resolve baseline decides otherwise than Presentation.resolve")
    }
    let resolve = Sampler.standard.compare(
      {
        inputs.map { Presentation.resolve($0.state, query: $0.query, matchCount: $0.matchCount) }
      },
      { inputs.map(ResolveBaseline.resolve) })
    report.add(
      Comparison(
        name: "`Presentation.resolve`, \(inputs.count) situations", ours: resolve.ours,
        baselineName: "a plain `switch` naming the screen", baseline: resolve.baseline,
        unit: .time))
  }
}
