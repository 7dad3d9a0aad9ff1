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
    #expect(tree.texts == ["No Notes", "Tap the plus button to write your first note."])
    #expect(!tree.allNodes.contains { "\(type(of: $0.view))".hasPrefix("ContentUnavailableView") })
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
    let frames = tree.attributes("frame")
    #expect(!frames.isEmpty)
    for frame in frames {
      for key in ["width", "height", "minHeight", "idealHeight"] {
        #expect((frame.arguments[key] as? CGFloat?) ?? nil == nil, "fixed \(key)")
      }
    }
  }

  /// How much the symbol grows is SwiftUI's to decide (the stand-in's factor is not Apple's); what
  /// is ours is what we hand `ScaledMetric`: the metrics' point size and the text style the
  /// metrics say the symbol scales with, whose sizes the core's typography table records.
  @Test func symbolScalesWithDynamicTypeFromTheMetricsSizeAndTextStyle() throws {
    let metrics = EmptyStateMetrics(platform: .iOS)
    let tree = _inspect(notes, environment: environment(fallback: true))
    let regular = try #require(systemFontSizes(tree).first)
    #expect(regular == CGFloat(metrics.symbolPointSize))
    let frame = try #require(
      tree.allNodes.first { "\(type(of: $0.view))".hasPrefix("EmptyStateSymbolFrame<") })
    let scaled = try #require(Mirror(reflecting: frame.view).descendant("_pointSize"))
    #expect(Mirror(reflecting: scaled).descendant("baseValue") as? CGFloat == regular)
    #expect(
      Mirror(reflecting: scaled).descendant("textStyle") as? Font.TextStyle
        == Font.TextStyle(metrics.symbolTextStyle))
    let largest = systemFontSizes(
      _inspect(notes, environment: environment(fallback: true, dynamicTypeSize: .accessibility5)))
    #expect(try #require(largest.first) > regular, "a fixed size would not grow")
  }

  @Test(arguments: [
    (ControlSize.small, EmptyStateMetrics.Size.compact), (.regular, .regular), (.large, .spacious),
  ])
  func controlSizeScalesTheLayout(controlSize: ControlSize, size: EmptyStateMetrics.Size) {
    let tree = _inspect(notes, environment: environment(fallback: true, controlSize: controlSize))
    let metrics = EmptyStateMetrics(platform: .iOS, size: size)
    #expect(systemFontSizes(tree).first == CGFloat(metrics.symbolPointSize))
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
