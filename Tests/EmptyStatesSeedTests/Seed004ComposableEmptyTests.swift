// Tests of seed 004's samples (Samples/Seed004ComposableEmpty.swift).

// Linux only: it walks the samples' view trees through the SwiftUI stand-in's inspection. On
// Apple platforms this target compiles the samples against the real SwiftUI.
#if os(Linux)
  import EmptyStatesUI
  @_spi(Inspection) import SwiftUI
  import Testing

  @Suite struct Seed004ComposableEmptyTests {
    @Test @MainActor func usageExampleShowsEveryPartInOrder() {
      let node = _inspect(EmptyUsageExample())
      #expect(
        node.texts == [
          "No Projects Yet",
          "You haven't created any projects yet. Get started by creating your first project.",
          "Create", "Import", "Learn More",
        ])
      #expect(node.all(Image.self).map(\._source).contains(.systemName("folder")))
      #expect(
        node.attributes("controlSize").contains { $0.arguments["_"] as? ControlSize == .small })
    }

    @Test @MainActor func headerReadsAsOneElementWithAHeadingAndSkipsTheMedia() {
      let elements = _inspect(EmptyUsageExample()).accessibilityElements
      #expect(
        elements.contains { $0.traits.contains(.isHeader) && $0.label.contains("No Projects Yet") })
      #expect(!elements.contains { $0.label == "folder" || $0.traits.contains(.isImage) })
      #expect(elements.filter { $0.traits.contains(.isButton) }.map(\.label).contains("Create"))
    }

    @Test @MainActor func actionButtonsRunTheirActions() {
      let node = _inspect(NoDataUsage())
      #expect(node.texts == ["No Data", "No data found.", "Add Data"])
      #expect(node.tapButton("Add Data"))
    }

    @Test @MainActor func overlayShowsOnlyOverAnEmptyList() {
      let empty = _inspect(ProjectList(projects: []))
      #expect(empty.texts == ["No Projects Yet"])
      #expect(empty.contains(viewNamed: "EmptyStateContainer"))

      let listed = _inspect(ProjectList(projects: [Project(name: "Atlas")]))
      #expect(listed.texts == ["Atlas"])
      #expect(!listed.contains(viewNamed: "EmptyStateContainer"))
    }

    @Test @MainActor func regularMediaShowsTheAvatarAsItIs() {
      let node = _inspect(UserOffline())
      #expect(node.texts.starts(with: ["User Offline"]))
      #expect(node.all(Image.self).map(\._source).contains(.decorative("shadcn.png")))
      #expect(node.attributes("clipShape").count == 1)
      #expect(node.tapButton("Leave Message"))
    }

    @Test @MainActor func customStyleFramesTheStateWithADashedBorder() {
      let node = _inspect(CloudStorageEmpty())
      #expect(node.texts.starts(with: ["Cloud Storage Empty"]))
      let strokes = node.strokeBorderStyles
      #expect(strokes.contains { $0.dash == [4] && $0.lineWidth == FLXBorderWidth.thin })

      let unstyled = _inspect(NoDataUsage())
      #expect(!unstyled.strokeBorderStyles.contains { $0.dash == [4] })
    }

    @Test @MainActor func titleAndDescriptionTakeKeysResourcesAndStrings() {
      let title = "Saved \(2) items"
      let node = _inspect(
        VStack {
          EmptyStateTitle("No Data")
          EmptyStateTitle(LocalizedStringResource("From a resource"))
          EmptyStateTitle(title)
          EmptyStateDescription("Nothing here.")
          EmptyStateDescription(LocalizedStringResource("A resource description."))
          EmptyStateDescription(title)
        })
      #expect(
        node.texts == [
          "No Data", "From a resource", "Saved 2 items", "Nothing here.",
          "A resource description.", "Saved 2 items",
        ])
    }
  }
#endif
