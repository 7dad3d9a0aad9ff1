import Foundation
import Testing

@testable import EmptyStates

@Suite struct EmptyStateCodableTests {
  static let custom = EmptyState(
    "No Landmarks",
    media: EmptyState.Media(
      .symbol("mappin.slash"), variant: .icon, animation: .breathe, accessibilityLabel: "Map pin"),
    description: "Landmarks you save will appear here.",
    actions: [
      EmptyState.Action(
        "Browse Landmarks", id: "browse", symbol: "map",
        url: URL(string: "https://example.com/browse")),
      EmptyState.Action("Import", id: "import", role: .secondary),
    ],
    tone: .info)

  static let roundTripped: [EmptyState] =
    EmptyState.Preset.allCases.map { $0.emptyState(query: "bryce") } + [
      custom,
      EmptyState("Empty Album", image: "album-art"),
      EmptyState("Bare"),
      .noResults(for: "x", actions: [.clearSearch]),
      .noResults(for: "x", filters: ["Unread", .verbatim("Flagged")]),
      .noResults(for: nil, filters: SearchFilters(count: 2)),
    ]

  @Test(arguments: roundTripped)
  func roundTripsThroughJSON(state: EmptyState) throws {
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(EmptyState.self, from: data) == state)
    #expect(try EmptyState(json: data) == state)
  }

  @Test func decodesTheSpecForm() throws {
    let json = """
      {"title": "No Notes", "description": "Tap the plus button to write your first note.",
       "symbol": "doc.text", "tone": "neutral",
       "actions": [{"id": "new-note", "title": "New Note", "role": "primary"}]}
      """
    let state = try EmptyState(json: Data(json.utf8))
    #expect(
      state
        == EmptyState(
          .verbatim("No Notes"), systemImage: "doc.text",
          description: .verbatim("Tap the plus button to write your first note."),
          actions: [EmptyState.Action(.verbatim("New Note"), id: "new-note")]))
  }

  @Test func builtInTextRoundTripsAsAKey() throws {
    let data = try JSONEncoder().encode(EmptyState.noResults(for: "bryce"))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""key":"no-results.title.query""#))
    #expect(text.contains(#""arguments":["bryce"]"#))
  }

  @Test func filterNamesRoundTripAsAListArgument() throws {
    let data = try JSONEncoder().encode(EmptyState.noResults(for: nil, filters: ["Unread"]))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""key":"no-results.description.filters""#))
    #expect(text.contains(#""arguments":[[{"localized":"Unread"}]]"#))
  }

  static let badSpecs: [(String, String?, String)] = [
    (#"{}"#, "title", "is required but missing"),
    (#"{"title": "A", "colour": "red"}"#, "colour", "is unknown"),
    (
      #"{"title": "A", "actions": [{"id": "x", "title": "X", "style": "big"}]}"#,
      "actions[0].style", "is unknown"
    ),
    (#"{"title": "A", "actions": [{"title": "X"}]}"#, "actions[0].id", "is required but missing"),
    (#"{"title": 3}"#, "title", "must be a string"),
    (
      #"{"title": "A", "actions": [{"id": "x", "title": [1]}]}"#, "actions[0].title",
      "must be a string"
    ),
    (#"{"title": "A", "description": null}"#, nil, ""),
    (#"{"title": "A", "actions": {}}"#, "actions", "must be an array"),
    (
      #"{"title": "A", "tone": "angry"}"#, "tone",
      "must be one of: neutral, search, error, warning, info"
    ),
    (
      #"{"title": "A", "actions": [{"id": "x", "title": "X", "role": "big"}]}"#, "actions[0].role",
      "must be one of"
    ),
    (#"{"title": "A", "symbol": "tray", "image": "art"}"#, "image", "cannot be given together"),
    (
      #"{"title": "A", "image": "art", "symbolAnimation": "pulse"}"#, "symbolAnimation",
      "applies to symbols only"
    ),
    (
      #"{"title": "A", "mediaVariant": "icon"}"#, "mediaVariant",
      "needs a \"symbol\" or an \"image\""
    ),
    (#"{"title": "   "}"#, "title", "must not be empty"),
    (#"{"title": "A", "symbol": ""}"#, "symbol", "must not be empty"),
    (
      #"{"title": "A", "actions": [{"id": "x", "title": "X"}, {"id": "x", "title": "Y"}]}"#,
      "actions", "two actions"
    ),
    (
      #"{"title": "A", "actions": [{"id": "no spaces", "title": "X"}]}"#, "actions[0].id",
      "must be letters"
    ),
    (
      #"{"title": "A", "actions": [{"id": "x", "title": "X", "url": ""}]}"#, "actions[0].url",
      "is not a valid URL"
    ),
    (#"{"title": {"key": "no.such.key"}}"#, "title.key", "is not a built-in string"),
    (#"{"title": {"key": "empty.title", "extra": 1}}"#, "title.extra", "is unknown"),
    (
      #"{"title": {"key": "no-results.title.query", "arguments": [" "]}}"#, "title.arguments",
      "must not hold blank text"
    ),
    (#"[1, 2]"#, nil, "must be a JSON object"),
    (#"{"title": "A""#, nil, "not valid JSON"),
    ("", nil, "not valid JSON"),
  ]

  @Test(arguments: badSpecs)
  func badSpecsNameTheField(json: String, field: String?, problem: String) {
    do {
      let state = try EmptyState(json: Data(json.utf8))
      // Only a null optional field is accepted: it means "absent".
      #expect(field == nil && problem.isEmpty && state.description == nil)
    } catch {
      #expect(error.field == field)
      #expect(error.problem.contains(problem), "\(error.problem)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func messagesNeverCarryControlCharactersFromTheInput() {
    let json = "{\"title\": \"A\", \"\\u001b[31mevil\\u0007\": 1}"
    #expect(throws: EmptyState.SpecError.self) { try EmptyState(json: Data(json.utf8)) }
    do {
      _ = try EmptyState(json: Data(json.utf8))
    } catch {
      #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
      #expect(error.description.contains(#"\u{1b}[31mevil\u{7}"#))
    }
  }
}
