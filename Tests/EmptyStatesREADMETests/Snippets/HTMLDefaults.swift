import EmptyStates
import EmptyStatesHTML
import Foundation

func notesPage(for notes: LoadState<[String]>, request: Request) -> String {
  // snippet: html-defaults
  let defaults = EmptyStateDefaults(
    rules: PresentationRules(empty: EmptyState("No Notes", systemImage: "doc.text")),
    headingLevel: .h3, size: .compact, languages: .all, bundle: .module)
  let renderer = HTMLRenderer(defaults: defaults, style: .card)  // <h3>, es-size-compact
  let fragment = renderer.render(
    Presentation.resolve(notes, rules: defaults.rules),
    localizer: defaults.localizer(localeIdentifier: request.language))
  // end snippet
  return fragment
}
