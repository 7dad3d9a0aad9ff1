import Foundation
import Testing

@testable import EmptyStates

@Suite struct LocalizedEmptyStateEncodableTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  func object(_ state: LocalizedEmptyState) throws -> [String: Any] {
    let data = try JSONEncoder().encode(state)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// A JSON value in one canonical spelling, to compare values of any shape.
  func canonical(_ value: Any?) throws -> String {
    let data = try JSONSerialization.data(
      withJSONObject: try #require(value), options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: data, as: UTF8.self)
  }

  @Test func writesTheSpecsFieldsUnderTheSpecsNames() throws {
    let spec = """
      {"title": "No Landmarks", "description": "Landmarks you save will appear here.",
       "symbol": "mappin.slash", "mediaVariant": "icon", "symbolAnimation": "breathe",
       "tone": "info",
       "actions": [{"id": "browse", "title": "Browse", "role": "secondary", "symbol": "map",
                    "url": "https://example.com/browse"}]}
      """
    let input = try #require(
      try JSONSerialization.jsonObject(with: Data(spec.utf8)) as? [String: Any])
    let output = try object(english.localize(try EmptyState(json: Data(spec.utf8))))
    #expect(input.count == 7)
    for (field, value) in input {
      #expect(try canonical(output[field]) == canonical(value), "\(field)")
    }
  }

  @Test func everyFieldIsPresentAndNullWhereTheStateHasNone() throws {
    let output = try object(english.localize(EmptyState("Bare")))
    #expect(
      Set(output.keys) == [
        "locale", "localization", "direction", "title", "description", "symbol", "image",
        "mediaVariant", "symbolAnimation", "tone", "actions", "accessibility",
      ])
    for field in ["description", "symbol", "image", "mediaVariant", "symbolAnimation"] {
      #expect(output[field] is NSNull, "\(field)")
    }
    #expect((output["actions"] as? [Any])?.isEmpty == true)
    #expect(output["title"] as? String == "Bare")
    #expect(output["tone"] as? String == "neutral")
  }

  @Test func carriesTheLocaleAndTheReadingOrder() throws {
    let arabic = EmptyStateLocalizer(localeIdentifier: "ar").localize(.offline)
    let output = try object(arabic)
    #expect(output["locale"] as? String == "ar")
    #expect(output["localization"] as? String == "ar")
    #expect(output["direction"] as? String == "rtl")
    #expect(output["image"] is NSNull)
    #expect(output["symbol"] as? String == "wifi.slash")
    let outline = try #require(output["accessibility"] as? [[String: Any]])
    #expect(outline.map { $0["role"] as? String } == ["image", "heading", "text", "button"])
    #expect(outline.map { $0["hidden"] as? Bool } == [true, false, false, false])
    #expect(outline[1]["label"] as? String == arabic.title)
    let actions = try #require(output["actions"] as? [[String: Any]])
    #expect(actions.count == 1)
    #expect(actions.first?["id"] as? String == "retry")
    #expect(actions.first?["title"] as? String == arabic.actions.first?.title)
    #expect(actions.first?.keys.sorted() == ["id", "role", "title"])
  }

  @Test func aLabelledImageIsReadAloud() throws {
    let state = EmptyState(
      "Empty Album",
      media: EmptyState.Media(.image("album-art"), accessibilityLabel: "An empty album"))
    let output = try object(english.localize(state))
    #expect(output["image"] as? String == "album-art")
    #expect(output["symbol"] is NSNull)
    let picture = try #require((output["accessibility"] as? [[String: Any]])?.first)
    #expect(picture["label"] as? String == "An empty album")
    #expect(picture["hidden"] as? Bool == false)
  }
}
