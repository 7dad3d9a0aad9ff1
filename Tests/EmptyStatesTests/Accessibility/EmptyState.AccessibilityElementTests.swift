import Testing

@testable import EmptyStates

@Suite struct AccessibilityElementTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  @Test(arguments: EmptyState.Preset.allCases)
  func presetsReadImageHiddenThenHeadingTextAndButtons(preset: EmptyState.Preset) {
    let outline = english.localize(preset.emptyState(query: "bryce")).accessibilityOutline
    let actionCount = preset.emptyState().actions.count
    #expect(
      outline.map(\.role) == [.image, .heading, .text]
        + Array(repeating: .button, count: actionCount))
    #expect(outline.first?.isHidden == true)
    #expect(outline.dropFirst().allSatisfy { !$0.isHidden && !$0.label.isEmpty })
  }

  @Test func labelledImageIsRead() {
    let state = EmptyState(
      "No Photos",
      media: EmptyState.Media(.image("empty-album"), accessibilityLabel: "An empty photo album"))
    let outline = english.localize(state).accessibilityOutline
    #expect(
      outline.first
        == EmptyState.AccessibilityElement(
          role: .image, label: "An empty photo album", isHidden: false))
  }

  @Test func stateWithoutMediaOrDescriptionIsJustAHeading() {
    let outline = english.localize(EmptyState("No Message Selected")).accessibilityOutline
    #expect(
      outline == [
        EmptyState.AccessibilityElement(
          role: .heading, label: "No Message Selected", isHidden: false)
      ])
  }

  @Test func buttonsFollowTheActionOrder() {
    let state = EmptyState(
      "No Landmarks",
      actions: [
        EmptyState.Action("Browse Landmarks", id: "browse"),
        EmptyState.Action("Import from Photos", id: "import", role: .secondary),
      ])
    #expect(
      english.localize(state).accessibilityOutline.suffix(2).map(\.label) == [
        "Browse Landmarks", "Import from Photos",
      ])
  }
}
