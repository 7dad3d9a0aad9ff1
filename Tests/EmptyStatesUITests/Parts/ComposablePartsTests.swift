import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

@Suite @MainActor struct ComposablePartsTests {
  var project: some View {
    EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia(variant: .icon) {
          Image(systemName: "folder")
        }
        EmptyStateTitle("No Projects Yet")
        EmptyStateDescription("You haven't created any projects yet.")
      }
      EmptyStateContent {
        Button("Create") {}
        Button("Import") {}
      }
    }
  }

  @Test func headerReadsAsOneHeadingWithTheMediaSkipped() {
    let elements = _inspect(project).accessibilityElements
    #expect(elements.count == 3)
    #expect(elements[0].label == "No Projects Yet, You haven't created any projects yet.")
    #expect(elements[0].traits.contains(.isHeader))
    #expect(roles(elements) == [.heading, .button, .button])
  }

  @Test func iconVariantSitsInARoundedMutedSquare() {
    let tree = _inspect(project)
    #expect(tree.attributes("background").contains { $0.arguments["in"] is RoundedRectangle })
    let regular = _inspect(EmptyStateMedia { Image(systemName: "person") })
    #expect(regular.attributes("background").isEmpty)
  }

  @Test func everyPartIsOptional() {
    let bare = EmptyStateContainer { EmptyStateHeader { EmptyStateTitle("No Projects Yet") } }
    #expect(roles(_inspect(bare).accessibilityElements) == [.heading])
  }

  @Test func titleAndDescriptionTakeEveryStringForm() {
    let name: String = "Drafts"
    let substring = "Archived items"[...]
    let tree = _inspect(
      VStack {
        EmptyStateTitle(name)
        EmptyStateTitle(LocalizedStringResource("Resource title"))
        EmptyStateDescription(substring)
        EmptyStateDescription(LocalizedStringKey("Key description"))
      })
    #expect(tree.texts == ["Drafts", "Resource title", "Archived items", "Key description"])
  }

  @Test func containerFollowsTheEmptyStateStyle() {
    let tree = _inspect(project.emptyStateStyle(.outlined))
    let dash = CGFloat(EmptyStateMetrics(platform: .iOS).outlineDashLength)
    #expect(tree.strokeBorderStyles.contains { $0.dash == [dash] })
  }
}
