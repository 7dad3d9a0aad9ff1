import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

@Suite @MainActor struct StyleTests {
  let landmarks = EmptyStateView(
    "No Landmarks", systemImage: "mappin.slash",
    description: Text("Landmarks you save will appear here."))

  func dashedBorders(_ tree: _ViewNode) -> [StrokeStyle] {
    tree.strokeBorderStyles
  }

  @Test func styleSetOnAnAncestorReachesNestedEmptyStates() {
    let screen = VStack {
      Text("Header")
      HStack {
        landmarks
        EmptyStateView(.offline)
      }
    }
    .emptyStateStyle(.outlined)
    let borders = dashedBorders(_inspect(screen))
    #expect(borders.count == 2)
    let dash = CGFloat(EmptyStateMetrics(platform: .iOS).outlineDashLength)
    #expect(borders.allSatisfy { $0.dash == [dash] })
  }

  @Test func nonAutomaticStylesApplyOnEveryOSVersion() {
    let tree = _inspect(landmarks.emptyStateStyle(.card))
    #expect(!tree.allNodes.contains { "\(type(of: $0.view))".hasPrefix("ContentUnavailableView<") })
    #expect(tree.attributes("background").contains { $0.arguments["in"] is RoundedRectangle })
    #expect(tree.texts == ["No Landmarks", "Landmarks you save will appear here."])
  }

  @Test func innerStyleWinsOverOuter() {
    let tree = _inspect(VStack { landmarks.emptyStateStyle(.card) }.emptyStateStyle(.outlined))
    #expect(dashedBorders(tree).isEmpty)
  }

  @Test func compactStyleIsLeadingAlignedAndSmall() {
    let tree = _inspect(EmptyStateView(.offline).emptyStateStyle(.compact))
    #expect(
      tree.attributes("multilineTextAlignment").contains {
        $0.arguments["_"] as? TextAlignment == .leading
      })
    #expect(tree.attributes("controlSize").contains { $0.arguments["_"] as? ControlSize == .small })
    #expect(roles(tree.accessibilityElements) == [.heading, .text, .button])
  }

  @Test(arguments: ["automatic", "outlined", "card", "compact"])
  func everyStyleKeepsTheReadingOrder(style: String) {
    let view = EmptyStateView(.notFound)
    let styled: AnyView =
      switch style {
      case "outlined": AnyView(view.emptyStateStyle(.outlined))
      case "card": AnyView(view.emptyStateStyle(.card))
      case "compact": AnyView(view.emptyStateStyle(.compact))
      default: AnyView(view.emptyStateStyle(.automatic))
      }
    let elements = _inspect(styled, environment: environment(fallback: true)).accessibilityElements
    #expect(roles(elements) == [.heading, .text, .button])
  }

  struct FramedStyle: EmptyStateStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("Framed")
        configuration.label
        configuration.actions
      }
    }
  }

  @Test func customStylesGetTheParts() {
    let tree = _inspect(EmptyStateView(.offline).emptyStateStyle(FramedStyle()))
    #expect(tree.texts == ["Framed", "You’re Offline", "Try Again"])
  }
}
