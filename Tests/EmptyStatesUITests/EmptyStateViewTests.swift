import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

@Suite @MainActor struct EmptyStateViewTests {
  let notes = EmptyStateView(
    "No Notes", systemImage: "doc.text",
    description: Text("Tap the plus button to write your first note."))

  @Test func drawsTheNativeViewWhereTheOSHasIt() {
    let tree = _inspect(notes, environment: environment())
    #expect(tree.allNodes.contains { "\(type(of: $0.view))".hasPrefix("ContentUnavailableView<") })
    #expect(tree.texts == ["No Notes", "Tap the plus button to write your first note."])
  }

  @Test func fallbackReadsTheTitleAsAHeadingThenTheDescription() {
    let tree = _inspect(notes, environment: environment(fallback: true))
    #expect(
      tree.allNodes.allSatisfy { !("\(type(of: $0.view))".hasPrefix("ContentUnavailableView")) })
    let elements = tree.accessibilityElements
    #expect(roles(elements) == [.heading, .text])
    #expect(elements.map(\.label) == ["No Notes", "Tap the plus button to write your first note."])
  }

  @Test func fallbackHidesTheSymbolFromVoiceOver() {
    let tree = _inspect(notes, environment: environment(fallback: true))
    #expect(tree.all(Image.self).map(\._source) == [.systemName("doc.text")])
    #expect(!tree.accessibilityElements.contains { $0.traits.contains(.isImage) })
  }

  @Test func fallbackHasNoContainerAccessibilityLabel() {
    let tree = _inspect(notes, environment: environment(fallback: true))
    for attachment in attachments(tree) {
      if case .label = attachment { Issue.record("an accessibility label collapses the group") }
    }
    #expect(tree.accessibilityElements.count == 2)
  }

  @Test func fallbackGroupsAsAContainerNotACombinedElement() {
    let tree = _inspect(notes, environment: environment(fallback: true))
    let behaviors = attachments(tree).compactMap { attachment -> AccessibilityChildBehavior? in
      if case .element(let behavior) = attachment { return behavior }
      return nil
    }
    #expect(behaviors.contains(.contain))
    #expect(!behaviors.contains(.combine))
  }

  @Test func builderFormReadsActionsAfterTheText() {
    let view = EmptyStateView {
      Label("No Landmarks", systemImage: "mappin.slash")
    } description: {
      Text("Landmarks you save will appear here.")
    } actions: {
      Button("Browse Landmarks") {}
      Button("Import from Photos") {}
    }
    let elements = _inspect(view, environment: environment(fallback: true)).accessibilityElements
    #expect(roles(elements) == [.heading, .text, .button, .button])
    #expect(elements.map(\.label).suffix(2) == ["Browse Landmarks", "Import from Photos"])
  }

  @Test func titleAndDescriptionCarryStableIdentifiers() {
    let elements = _inspect(notes, environment: environment(fallback: true)).accessibilityElements
    #expect(
      elements.map(\.identifier) == [EmptyStateIdentifier.title, EmptyStateIdentifier.description])
  }

  @Test func nativePathCarriesTheIdentifiersToo() {
    let elements = _inspect(notes, environment: environment()).accessibilityElements
    #expect(elements.map(\.identifier).contains(EmptyStateIdentifier.title))
    #expect(elements.map(\.identifier).contains(EmptyStateIdentifier.description))
  }

  @Test func fallbackUsesNoFixedFrames() {
    let tree = _inspect(
      notes, environment: environment(fallback: true, dynamicTypeSize: .accessibility5))
    for frame in tree.attributes("frame") {
      for key in ["width", "height", "minHeight", "idealHeight"] {
        #expect((frame.arguments[key] as? CGFloat?) ?? nil == nil, "fixed \(key)")
      }
    }
  }

  @Test func symbolScalesWithDynamicType() throws {
    let regular = systemFontSizes(_inspect(notes, environment: environment(fallback: true)))
    let largest = systemFontSizes(
      _inspect(notes, environment: environment(fallback: true, dynamicTypeSize: .accessibility5)))
    let regularSize = try #require(regular.first)
    let largestSize = try #require(largest.first)
    #expect(regularSize == 48)
    #expect(largestSize > regularSize * 2)
  }

  @Test(arguments: [(ControlSize.small, CGFloat(32)), (.regular, 48), (.large, 60)])
  func controlSizeScalesTheLayout(controlSize: ControlSize, symbolSize: CGFloat) {
    let tree = _inspect(notes, environment: environment(fallback: true, controlSize: controlSize))
    #expect(systemFontSizes(tree).first == symbolSize)
  }

  @Test func titleIsBoldInTheMetricsTextStyle() throws {
    let tree = _inspect(notes, environment: environment(fallback: true))
    let fonts = tree.attributes("font").compactMap { $0.arguments["_"] as? Font }
    #expect(fonts.contains(Font.title2.bold()))
    #expect(fonts.contains(Font.subheadline))
  }

  @Test func stringAndResourceTitlesWork() {
    let name = "Inbox"
    let fromString = EmptyStateView(name, systemImage: "tray")
    let fromResource = EmptyStateView(LocalizedStringResource("Archive"), image: "archive-art")
    #expect(_inspect(fromString).texts == ["Inbox"])
    #expect(_inspect(fromResource).texts == ["Archive"])
    #expect(_inspect(fromResource).all(Image.self).map(\._source) == [.named("archive-art")])
  }
}

/// Built outside the main actor, as `ContentUnavailableView`'s nonisolated initializers allow:
/// this compiles only while `EmptyStateView` and its parts stay nonisolated.
func offlineState(retry: @escaping @MainActor () -> Void) -> some View {
  EmptyStateView {
    Label("You’re Offline", systemImage: "wifi.slash")
  } description: {
    Text("Check your connection and try again.")
  } actions: {
    Button("Retry", action: retry)
  }
}

/// Composed parts and the search variant, built outside the main actor too.
func composedState() -> some View {
  VStack {
    EmptyStateContainer { EmptyStateHeader { EmptyStateTitle("No Projects Yet") } }
    EmptyStateView.search(text: "bryce")
    EmptyStateView(.offline)
  }
}

@Suite @MainActor struct IsolationTests {
  @Test func viewsBuiltByNonisolatedFunctionsRender() {
    let offline = offlineState {}
    let composed = composedState()
    #expect(
      _inspect(offline).texts == [
        "You’re Offline", "Check your connection and try again.", "Retry",
      ])
    #expect(_inspect(composed).texts.contains("No Results for “bryce”"))
  }
}
