import Testing

@testable import EmptyStates

@Suite struct EmptyStateInitializerTests {
  @Test func aStringVariableIsATitleAsContentUnavailableViewTakesOne() {
    let folder: String = "Drafts"
    let state = EmptyState(folder, systemImage: "folder", description: "Nothing here yet.")
    #expect(state.title.verbatimText == "Drafts")
    #expect(state.media?.symbolName == "folder")
    #expect(state.description?.verbatimText == "Nothing here yet.")
  }

  @Test func substringsAndAssetImagesWork() {
    let line = "Inbox: empty"
    let name = line.prefix { $0 != ":" }
    let state = EmptyState(name, image: "inbox-art")
    #expect(state.title.verbatimText == "Inbox")
    #expect(state.media?.symbolName == nil)
    let bare = EmptyState(name)
    #expect(bare.media == nil)
    #expect(bare.title == LocalizedText("Inbox"))
  }

  @Test func anActionTitleCanBeAStringVariable() {
    let verb = "Import"
    let action = EmptyState.Action(verb, id: "import", role: .secondary)
    #expect(action.title.verbatimText == "Import")
    #expect(action.id.rawValue == "import")
    #expect(action.role == .secondary)
  }

  @Test func literalsStillBuildLocalizedText() {
    let literal = EmptyState("Drafts", systemImage: "folder")
    let variable = EmptyState(String("Drafts"), systemImage: "folder")
    #expect(literal == variable)
  }
}
