import EmptyStates
import EmptyStatesHTML
import EmptyStatesTerminal
import Foundation

extension Benchmark {
  /// The states the renderers draw: a preset with an action, and a right-to-left search whose
  /// quoted query is isolated.
  static var renderedStates: [(name: String, state: LocalizedEmptyState)] {
    [
      ("`.offline`, `en`", EmptyStateLocalizer(localeIdentifier: "en").localize(.offline)),
      (
        "`.noResults(for: \"bryce\")`, `ar`",
        EmptyStateLocalizer(localeIdentifier: "ar").localize(.noResults(for: "bryce"))
      ),
    ]
  }

  /// The HTML and terminal renderers against their floors, after checking that each floor
  /// prints the renderer's bytes.
  static func renderers(into report: inout Report) {
    let html = HTMLRenderer()
    for (name, state) in renderedStates {
      for (floor, baselineName) in [
        (HTMLFloor.cleaning, "the same markup by string interpolation"),
        (HTMLFloor.escapingOnly, "the same markup by string interpolation, escaping only"),
      ] {
        check(html.render(state), floor.render(state), "HTMLFloor, \(name)")
        let figures = Sampler.standard.compare({ html.render(state) }, { floor.render(state) })
        report.add(
          Comparison(
            name: "HTML render, \(name)", ours: figures.ours, baselineName: baselineName,
            baseline: figures.baseline, unit: .time))
      }
    }
    for mode in [TerminalRenderer.Mode.ansi, .plain] {
      let terminal = TerminalRenderer(mode: mode)
      let floor = TerminalFloor(mode: mode, width: terminal.width)
      for (name, state) in renderedStates {
        check(terminal.render(state), floor.render(state), "TerminalFloor, \(mode), \(name)")
        let figures = Sampler.standard.compare({ terminal.render(state) }, { floor.render(state) })
        report.add(
          Comparison(
            name: "terminal render (\(mode)), \(name)", ours: figures.ours,
            baselineName: "the same text, built plainly", baseline: figures.baseline,
            unit: .time))
      }
    }
  }

  /// Exits when a floor's output differs from the renderer's.
  private static func check(_ rendered: String, _ floor: String, _ name: String) {
    guard rendered != floor else { return }
    let common = zip(rendered, floor).prefix { $0 == $1 }.count
    fail(
      "\(name) differs from the renderer at character \(common):\n"
        + "renderer: \(rendered.dropFirst(max(0, common - 40)).prefix(120))\n"
        + "floor:    \(floor.dropFirst(max(0, common - 40)).prefix(120))")
  }
}
