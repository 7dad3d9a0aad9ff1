import EmptyStates
import EmptyStatesHTML
import Foundation

/// What the `html` fuzz target renders, read from the fuzzer's bytes: a renderer configured
/// every way it can be, a localizer for a known or arbitrary locale, a state built field by field
/// (or a preset with a query), and which of the renderer's forms draws it.
struct HTMLFuzzCase {
  /// Which of the renderer's forms draws the state.
  enum Form: CaseIterable {
    case fragment, tableRow, listItem, document, progress, presentation
  }

  /// The renderer, with every setting read from the bytes.
  var renderer: HTMLRenderer
  /// The localizer: a locale the package has, or any identifier.
  var localizer: EmptyStateLocalizer
  /// The state, before localizing.
  var state: EmptyState
  /// Which form draws it.
  var form: Form
  /// The progress label or the document's title, when the form takes one.
  var text: String?
  /// The columns of a table row.
  var columns: Int
  /// The presentation, for ``Form/presentation``.
  var presentation: Presentation

  /// Reads a case from `input`.
  init(_ input: inout FuzzInput) {
    let targets = Self.actionTargets(&input)
    renderer = HTMLRenderer(
      headingLevel: input.pick(EmptyState.HeadingLevel.allCases),
      style: input.pick(HTMLRenderer.Style.allCases),
      size: input.pick(EmptyStateMetrics.Size.allCases),
      colorScheme: input.pick([nil] + HTMLRenderer.ColorScheme.allCases),
      idPrefix: input.bool() ? input.string() : nil, actionTargets: targets,
      sizesToFit: input.bool())
    let locale = input.bool() ? input.pick(EmptyStateLocalizer.localizations) : input.string()
    localizer = EmptyStateLocalizer(localeIdentifier: locale)
    form = input.pick(Form.allCases)
    text = input.bool() ? input.string() : nil
    columns = input.int(in: -2...6)
    state = input.bool() ? Self.state(&input) : Self.preset(&input)
    let reason = input.pick(FailureReason.allCases)
    presentation = input.pick([
      .progress, .content, .contentWithError(state, reason: reason),
      .unavailable(state, reason: .empty), .unavailable(state, reason: .noSelection),
    ])
  }

  /// A preset, with a query and filters for `no-results`.
  private static func preset(_ input: inout FuzzInput) -> EmptyState {
    input.pick(EmptyState.Preset.allCases).emptyState(
      query: input.bool() ? input.string() : nil,
      filters: SearchFilters(count: input.int(in: 0...3)))
  }

  /// A state from its fields: every text any text, the media any symbol or image name.
  private static func state(_ input: inout FuzzInput) -> EmptyState {
    var media: EmptyState.Media?
    if input.bool() {
      let name = input.bool() ? input.pick(SymbolLibrary.glyphs.keys.sorted()) : input.string()
      media = EmptyState.Media(
        input.bool() ? .symbol(name) : .image(name), variant: input.pick(Variant.allCases),
        animation: input.pick(Animation.allCases),
        accessibilityLabel: input.bool() ? .verbatim(input.string()) : nil)
    }
    let title = input.string()
    let description = input.bool() ? input.string() : nil
    var actions: [EmptyState.Action] = []
    for _ in 0..<input.int(in: 0...3) {
      actions.append(
        EmptyState.Action(
          .verbatim(input.string()), id: actionID(&input), role: input.pick(Role.allCases),
          url: input.bool() ? URL(string: url(&input)) : nil))
    }
    return EmptyState(
      .verbatim(title), media: media, description: description.map { .verbatim($0) },
      actions: actions, tone: input.pick(EmptyState.Tone.allCases))
  }

  /// Short names for the media's and actions' cases.
  private typealias Variant = EmptyState.Media.Variant
  /// A symbol's animation.
  private typealias Animation = EmptyState.Media.SymbolAnimation
  /// An action's role.
  private typealias Role = EmptyState.Action.Role

  /// A well-known action id, or any valid one the bytes spell.
  private static func actionID(_ input: inout FuzzInput) -> EmptyState.Action.ID {
    let known: [EmptyState.Action.ID] = [.retry, .goBack, .signIn, .openSettings, .clearSearch]
    return input.bool()
      ? input.pick(known)
      : EmptyState.Action.ID(rawValue: input.string())
        ?? .retry
  }

  /// Any text after a scheme the policy allows, one it refuses, or none.
  private static func url(_ input: inout FuzzInput) -> String {
    input.pick(["", "https://example.com/", "mailto:", "/", "?", " JavaScript:", "data:"])
      + input.string()
  }

  /// Where some actions lead: any URL text, as a link or a form.
  private static func actionTargets(_ input: inout FuzzInput)
    -> [EmptyState.Action.ID: HTMLRenderer.ActionTarget]
  {
    var targets: [EmptyState.Action.ID: HTMLRenderer.ActionTarget] = [:]
    for _ in 0..<input.int(in: 0...2) {
      let id = actionID(&input)
      let url = url(&input)
      targets[id] =
        input.bool() ? .link(url) : .form(method: input.bool() ? .get : .post, action: url)
    }
    return targets
  }
}
