// Written against the public API only — a plain import of EmptyStatesUI, as an app's own style
// is (this file cannot see `source` or any other internal). The stand-in's inspection is
// imported only to read what the style drew.
import EmptyStates
import EmptyStatesUI
@_spi(Inspection) import SwiftUI
import Testing

/// An app's own style that arranges the parts itself, in an order no built-in style uses: the
/// actions first, then the label as a heading, then the description.
struct ActionsFirstStyle: EmptyStateStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.actions
      configuration.label.accessibilityAddTraits(.isHeader)
      configuration.description
    }
  }
}

@Suite @MainActor struct EmptyStateStyleConfigurationTests {
  /// What the style drew, in order: its texts, its accessibility elements' roles, its images.
  struct Drawn {
    var texts: [String]
    var roles: [EmptyState.AccessibilityElement.Role]
    var images: [Image._Source]
  }

  func drawn(_ view: some View) -> Drawn {
    let tree = _inspect(view.emptyStateStyle(ActionsFirstStyle()))
    return Drawn(
      texts: tree.texts, roles: roles(tree.accessibilityElements),
      images: tree.all(Image.self).map(\._source))
  }

  @Test func customStyleArrangesTheComposedPartsOfAContainer() {
    let project = EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia(variant: .icon) { Image(systemName: "folder") }
        EmptyStateTitle("No Projects Yet")
        EmptyStateDescription("Get started by creating your first project.")
      }
      EmptyStateContent {
        Button("Create Project") {}
        Button("Import") {}
      }
    }
    let drawn = drawn(project)
    #expect(
      drawn.texts == [
        "Create Project", "Import", "No Projects Yet",
        "Get started by creating your first project.",
      ])
    #expect(drawn.roles == [.button, .button, .heading, .text])
    #expect(drawn.images == [.systemName("folder")], "the media, once")
  }

  @Test func containerPartsThatAreLeftOutDrawNothing() {
    let bare = EmptyStateContainer { EmptyStateHeader { EmptyStateTitle("No Projects Yet") } }
    let drawn = drawn(bare)
    #expect(drawn.texts == ["No Projects Yet"])
    #expect(drawn.roles == [.heading])
  }

  @Test func customStyleArrangesTheLocalizedPartsOfAState() throws {
    let expected = EmptyStateLocalizer(localeIdentifier: "en").localize(.offline)
    let description = try #require(expected.description)
    #expect(!expected.actions.isEmpty)
    let drawn = drawn(EmptyStateView(.offline))
    #expect(drawn.texts == expected.actions.map(\.title) + [expected.title, description])
    #expect(drawn.roles == expected.actions.map { _ in .button } + [.heading, .text])
    let symbol = try #require(expected.media?.symbolName)
    #expect(drawn.images == [.systemName(symbol)])
  }

  @Test func customStyleArrangesThePartsOfTheBuilderForm() {
    let landmarks = EmptyStateView {
      Label("No Landmarks", systemImage: "mappin.slash")
    } description: {
      Text("Landmarks you save will appear here.")
    } actions: {
      Button("Browse Landmarks") {}
    }
    let drawn = drawn(landmarks)
    #expect(
      drawn.texts == ["Browse Landmarks", "No Landmarks", "Landmarks you save will appear here."])
    #expect(drawn.roles == [.button, .heading, .text])
    #expect(drawn.images == [.systemName("mappin.slash")])
  }
}
