import Testing

@testable import EmptyStates

@Suite struct EmptyStateInitializerTests {
  @Test func aStringVariableIsATitleAsContentUnavailableViewTakesOne() {
    let folder: String = "Drafts"
    let state = EmptyState(folder, systemImage: "folder", description: "Nothing here yet.")
    #expect(state.title == .verbatim("Drafts"))
    #expect(state.media?.symbolName == "folder")
    #expect(state.description == .localized("Nothing here yet."))
  }

  @Test func substringsAndAssetImagesWork() {
    let line = "Inbox: empty"
    let name = line.prefix { $0 != ":" }
    let state = EmptyState(name, image: "inbox-art")
    #expect(state.title == .verbatim("Inbox"))
    #expect(state.media?.symbolName == nil)
    let bare = EmptyState(name)
    #expect(bare.media == nil)
    #expect(bare.title == .verbatim("Inbox"))
  }

  @Test func anActionTitleCanBeAStringVariable() {
    let verb = "Import"
    let action = EmptyState.Action(verb, id: "import", role: .secondary)
    #expect(action.title == .verbatim("Import"))
    #expect(action.id.rawValue == "import")
    #expect(action.role == .secondary)
  }

  /// As with `ContentUnavailableView`: a literal is a key the app's strings translate, a
  /// `String` value is shown as given.
  @Test func aLiteralIsALocalizationKeyAndAVariableIsVerbatim() {
    let literal = EmptyState("Drafts", systemImage: "folder")
    let variable = EmptyState(String("Drafts"), systemImage: "folder")
    #expect(literal.title == .localized("Drafts"))
    #expect(variable.title == .verbatim("Drafts"))
    #expect(literal != variable)
  }
}
