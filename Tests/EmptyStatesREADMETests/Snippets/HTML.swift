import EmptyStates
import EmptyStatesHTML

// snippet: html
let renderer = HTMLRenderer(
  headingLevel: .h2, style: .card,
  actionTargets: [.retry: .form(method: .post, action: "/feed/reload")])
let html = renderer.render(.offline, localizer: EmptyStateLocalizer(localeIdentifier: "de"))
// <section class="es-empty-state es-style-card …" lang="de" dir="ltr" …>…</section>
let css = HTMLRenderer.stylesheet  // once per page
// end snippet
