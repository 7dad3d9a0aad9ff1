import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// Drags reach the list under an overlaid empty state: over a `List`, only the actions take
/// hits, the state's other parts and the progress indicator let them through; the overlay
/// respects the safe areas; VoiceOver reads the same elements as without the overlay.
@Suite @MainActor struct EmptyStateHitTestingTests {
  typealias Part = EmptyStateHitTesting.Part

  /// The offline state, in English: a title, a description and a Try Again button.
  let offline = EmptyStateLocalizer(localeIdentifier: "en").localize(EmptyState.offline)

  var values: EnvironmentValues {
    var values = environment()
    values.locale = Locale(identifier: "en")
    return values
  }

  /// Each `allowsHitTesting` among `modifiers`, in order.
  func hitTesting(in modifiers: [Any]) -> [Bool] {
    modifiers.compactMap { modifier in
      guard let attribute = modifier as? _AttributeModifier, attribute.name == "allowsHitTesting"
      else { return nil }
      return attribute.arguments["_"] as? Bool
    }
  }

  /// Each `allowsHitTesting` between the root and the `Text` showing `string`, outermost first.
  func hitTesting(above string: String, in tree: _ViewNode) -> [Bool] {
    hitTesting(in: tree.modifiers(aboveText: string))
  }

  /// Whether the `Text` showing `string` is drawn and takes hits: it is in the tree, and no
  /// `allowsHitTesting(false)` is above it.
  func takesHits(_ string: String, in tree: _ViewNode) throws -> Bool {
    try #require(tree.node(withText: string) != nil, "\(string) is not drawn")
    return !hitTesting(above: string, in: tree).contains(false)
  }

  @Test(arguments: [
    (EmptyStateHitTesting.everyPart, Part.label, true), (.everyPart, .description, true),
    (.everyPart, .actions, true), (.everyPart, .progress, true), (.everyPart, .banner, true),
    (.actionsOnly, .label, false), (.actionsOnly, .description, false),
    (.actionsOnly, .actions, true), (.actionsOnly, .progress, false),
    (.actionsOnly, .banner, false),
  ])
  func onlyActionsTakeHitsOverAList(hitTesting: EmptyStateHitTesting, part: Part, takes: Bool) {
    #expect(hitTesting.takesHits(part) == takes)
  }

  /// The three overlays, each showing the offline state over a list.
  var overlaidScreens: [any View] {
    [
      List { Text("Row") }.emptyState(.unavailable(.offline, reason: .failure(.offline))),
      List { Text("Row") }.emptyState(
        for: LoadState<[String]>.failed(URLError(.notConnectedToInternet))),
      List { Text("Row") }.emptyState(isPresented: true) { EmptyStateView(.offline) },
    ]
  }

  @Test(arguments: [false, true])
  func overTheListOnlyTheButtonsTakeHits(fallback: Bool) throws {
    var values = values
    values.emptyStateRendering = fallback ? .fallback : .automatic
    for screen in overlaidScreens {
      let tree = _inspect(AnyView(screen), environment: values)
      let description = try #require(offline.description)
      try #require(!offline.actions.isEmpty)
      #expect(try !takesHits(offline.title, in: tree))
      #expect(try !takesHits(description, in: tree))
      for action in offline.actions {
        #expect(try takesHits(action.title, in: tree))
      }
      // The list under the overlay is not touched.
      #expect(try takesHits("Row", in: tree))
    }
  }

  @Test func theButtonsAreEnabled() throws {
    for screen in overlaidScreens {
      let tree = _inspect(AnyView(screen), environment: values)
      let buttons = tree.accessibilityElements.filter { $0.traits.contains(.isButton) }
      try #require(buttons.count == offline.actions.count)
      #expect(buttons.allSatisfy { $0.isEnabled })
    }
  }

  @Test func theProgressIndicatorLetsDragsThrough() throws {
    let tree = _inspect(
      List { Text("Row") }.emptyState(.progress, progress: .immediate), environment: values)
    guard
      case .progress(let progress) = EmptyStateLocalizer(localeIdentifier: "en").localize(
        Presentation.progress)
    else {
      Issue.record("no progress")
      return
    }
    let label = progress.label
    #expect(try !takesHits(label, in: tree))
    #expect(try takesHits("Row", in: tree))
  }

  /// A failed refresh's banner over the kept rows: its panel lets drags through to the list,
  /// as its text does; its buttons take taps.
  @Test(arguments: [false, true])
  func theBannerPanelLetsDragsThrough(fallback: Bool) throws {
    var values = values
    values.emptyStateRendering = fallback ? .fallback : .automatic
    let tree = _inspect(
      List { Text("Row") }.emptyState(.contentWithError(.offline, reason: .offline)),
      environment: values)
    let panels = tree.allNodes.filter { node in
      (node.modifier as? _AttributeModifier)?.name == "background"
    }
    try #require(panels.count == 1)
    // A background modifier's children: the content it is behind, then the panel.
    let panel = try #require(panels.first?.children.last)
    let shape = try #require(panel.path { $0.matchableView is _StyledShape })
    #expect(hitTesting(in: shape.compactMap(\.modifier)).contains(false))
    for action in offline.actions {
      #expect(try takesHits(action.title, in: tree))
    }
    #expect(try !takesHits(offline.title, in: tree))
    #expect(try takesHits("Row", in: tree))
  }

  /// Outside an overlay every part takes hits, as any view's do: a link in a description stays
  /// tappable.
  @Test(arguments: [false, true])
  func aStateOnItsOwnTakesHitsEverywhere(fallback: Bool) throws {
    var values = values
    values.emptyStateRendering = fallback ? .fallback : .automatic
    let tree = _inspect(EmptyStateView(.offline), environment: values)
    #expect(try takesHits(offline.title, in: tree))
    #expect(try takesHits(try #require(offline.description), in: tree))
    #expect(hitTesting(above: offline.title, in: tree) == [true])
  }

  /// The overlays ignore no safe area: the state is laid out in the area the bars, the search
  /// field and the keyboard leave, and centred there.
  @Test func theOverlayRespectsEverySafeArea() throws {
    for screen in overlaidScreens {
      let tree = _inspect(AnyView(screen), environment: values)
      try #require(tree.node(withText: offline.title) != nil)
      #expect(tree.attributes("ignoresSafeArea").isEmpty)
      let fills = tree.attributes("frame").contains { frame in
        frame.arguments["maxWidth"] as? CGFloat == .infinity
          && frame.arguments["maxHeight"] as? CGFloat == .infinity
          && frame.arguments["alignment"] as? Alignment == .center
      }
      #expect(fills)
    }
  }

  /// Letting hits through changes nothing VoiceOver reads.
  @Test(arguments: [false, true])
  func voiceOverReadsTheSameState(fallback: Bool) throws {
    var values = values
    values.emptyStateRendering = fallback ? .fallback : .automatic
    let alone = _inspect(EmptyStateView(.offline), environment: values).accessibilityElements
    try #require(
      alone.map(\.label) == [offline.title, offline.description] + offline.actions.map(\.title))
    let overlaid = _inspect(
      VStack {}.emptyState(.unavailable(.offline, reason: .failure(.offline))),
      environment: values
    ).accessibilityElements
    #expect(overlaid == alone)
  }
}
