import EmptyStates
import Foundation

/// What the UIKit and AppKit layers' tests draw, and what each drawing must show: every preset
/// (no-results with a query), one presentation of each kind from the core's own rules, and the
/// core's cleaning of hostile text.
public enum HostedStates {
  /// Every preset's state, a no-results one with a query.
  public static let presets: [EmptyState] = EmptyState.Preset.allCases.map {
    $0.emptyState(query: "kiwi")
  }

  /// One presentation of each kind — progress, content, empty, no results, a failed refresh, a
  /// failed first load — from the core's rules.
  public static let presentations: [Presentation] = [
    Presentation.resolve(LoadState<[String]>.loading),
    Presentation.resolve(LoadState.loaded(["Milk"])),
    Presentation.resolve(LoadState<[String]>.loaded([])),
    Presentation.resolve(LoadState.loaded(["Milk"]), query: "kiwi", matchCount: 0),
    Presentation.resolve(
      LoadState<[String]>.failed(URLError(.notConnectedToInternet), previous: ["Milk"])),
    Presentation.resolve(LoadState<[String]>.failed(URLError(.timedOut))),
  ]

  /// A state with four actions, of every role but link, one with a symbol.
  public static let fourActions = EmptyState(
    "Nothing Here", systemImage: "tray",
    actions: [
      EmptyState.Action("Add", id: "add", role: .primary, symbol: "plus"),
      EmptyState.Action("Import", id: "import", role: .secondary),
      EmptyState.Action("Delete All", id: "delete-all", role: .destructive),
      EmptyState.Action("Cancel", id: "cancel", role: .cancel),
    ])

  /// What a hosted view's texts get wrong about `presentation` in `localizer`'s words: nothing
  /// drawn where the content shows, the label alone during progress, the title, description and
  /// every action's title of a state. Empty when the drawing is right.
  public static func mistakes(
    in drawn: [String], of presentation: Presentation, localizer: EmptyStateLocalizer
  ) -> [String] {
    switch localizer.localize(presentation) {
    case .content, .contentWithError:
      return drawn.isEmpty ? [] : ["\(presentation): the content shows, yet \(drawn) is drawn"]
    case .progress(let progress):
      return drawn == [progress.label] ? [] : ["progress: \(drawn), not \(progress.label)"]
    case .unavailable(let state, _):
      return missing(from: drawn, of: state)
    }
  }

  /// What a layer's drawings of every preset get wrong in one locale (``missing(from:of:)``).
  ///
  /// - Parameters:
  ///   - locale: The locale identifier.
  ///   - draw: The texts the layer draws for a state in a localizer's words.
  /// - Returns: One line a mistake; empty when every preset is drawn right.
  public static func presetMistakes(
    in locale: String, draw: (EmptyState, EmptyStateLocalizer) -> [String]
  ) -> [String] {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    return presets.flatMap { missing(from: draw($0, localizer), of: localizer.localize($0)) }
  }

  /// What a layer's drawings of every presentation get wrong in one locale
  /// (``mistakes(in:of:localizer:)``).
  ///
  /// - Parameters:
  ///   - locale: The locale identifier.
  ///   - draw: The texts the layer draws for a presentation in a localizer's words.
  /// - Returns: One line a mistake; empty when every presentation is drawn right.
  public static func presentationMistakes(
    in locale: String, draw: (Presentation, EmptyStateLocalizer) -> [String]
  ) -> [String] {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    return presentations.flatMap {
      mistakes(in: draw($0, localizer), of: $0, localizer: localizer)
    }
  }

  /// The texts of `state` a drawing lacks: its title, description and actions' titles.
  public static func missing(from drawn: [String], of state: LocalizedEmptyState) -> [String] {
    ([state.title] + [state.description].compactMap { $0 } + state.actions.map(\.title))
      .filter { !drawn.contains($0) }.map { "\(state.localeIdentifier): \($0) is not drawn" }
  }

  /// Draws every payload of `kind` in every field (``HostileStates/everyField``) and lists what
  /// is not the core's cleaned text: a title missing, or a payload the core changed drawn as
  /// given.
  ///
  /// - Parameters:
  ///   - kind: The class of payloads.
  ///   - localizer: The words.
  ///   - draw: The texts a layer draws for a state.
  /// - Returns: One line a mistake; empty when every drawing is the core's.
  /// - Throws: When the corpus cannot be read or holds no payload of `kind`.
  public static func uncleaned(
    _ kind: HostilePayload.Kind, localizer: EmptyStateLocalizer,
    draw: (EmptyState) -> [String]
  ) throws -> [String] {
    try HostileCorpus.payloads(kind).flatMap { payload -> [String] in
      let state = HostileStates.everyField.state(payload.text)
      let localized = localizer.localize(state)
      let drawn = draw(state)
      var mistakes = drawn.contains(localized.title) ? [] : ["\(payload): no title"]
      if localized.title != payload.text, drawn.contains(payload.text) {
        mistakes.append("\(payload): drawn uncleaned")
      }
      return mistakes
    }
  }
}
