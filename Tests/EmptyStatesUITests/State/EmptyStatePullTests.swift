import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// Where the OS reports scroll geometry, an overlaid state moves down with the pull of the list
/// it covers and springs back with it: the overscroll arithmetic, and the view tree (the list
/// carries the observer, the overlay the offset it sets).
@Suite @MainActor struct EmptyStatePullTests {
  /// A list 600 points high under a 100-point bar, its content offset `offsetY`.
  static func geometry(offsetY: CGFloat, topInset: CGFloat = 100) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: CGPoint(x: 0, y: offsetY), contentSize: CGSize(width: 390, height: 44),
      contentInsets: EdgeInsets(top: topInset, leading: 0, bottom: 34, trailing: 0),
      containerSize: CGSize(width: 390, height: 600))
  }

  @Test(arguments: [
    // At rest under the bar: the offset is minus the top inset.
    (CGFloat(-100), CGFloat(100), CGFloat(0)),
    // Pulled 60 points past the top.
    (-160, 100, 60),
    // Pulled with no inset.
    (-25, 0, 25),
    // Scrolled up, or pushed up at the bottom: the state stays put.
    (-40, 100, 0), (300, 100, 0),
  ])
  func theOffsetIsTheOverscrollAtTheTop(offsetY: CGFloat, topInset: CGFloat, expected: CGFloat) {
    let geometry = Self.geometry(offsetY: offsetY, topInset: topInset)
    #expect(EmptyStatePull.offset(for: geometry) == expected)
  }

  let offline = EmptyStateLocalizer(localeIdentifier: "en").localize(EmptyState.offline)

  var values: EnvironmentValues {
    var values = environment()
    values.locale = Locale(identifier: "en")
    return values
  }

  /// The overlaid screens, each with the text it overlays on the list.
  var screens: [(screen: any View, overlaid: String)] {
    [
      (
        List { Text("Row") }.emptyState(.unavailable(.offline, reason: .failure(.offline))),
        offline.title
      ),
      (
        List { Text("Row") }.emptyState(.contentWithError(.offline, reason: .offline)),
        offline.title
      ),
      (
        List { Text("Row") }.emptyState(isPresented: true) { EmptyStateView(.offline) },
        offline.title
      ),
      (
        List { Text("Row") }.emptyState(
          for: LoadState<[String]>.failed(URLError(.notConnectedToInternet))),
        offline.title
      ),
    ]
  }

  /// The vertical offsets above the `Text` showing `string`, outermost first.
  func offsets(above string: String, in tree: _ViewNode) -> [CGFloat] {
    tree.modifiers(aboveText: string).compactMap { modifier in
      guard let attribute = modifier as? _AttributeModifier, attribute.name == "offset" else {
        return nil
      }
      return attribute.arguments["y"] as? CGFloat
    }
  }

  /// The list carries one scroll-geometry observer, and the overlay is outside what it
  /// observes; the overlaid state carries one offset, zero before any scrolling.
  @Test func theListIsObservedAndTheStateOffset() throws {
    for (screen, overlaid) in screens {
      let tree = _inspect(AnyView(screen), environment: values)
      let observers = tree.allNodes.filter { $0.modifier is _ScrollGeometryChangeModifier }
      try #require(observers.count == 1)
      let observed = try #require(observers.first?.children.first)
      #expect(observed.node(withText: "Row") != nil)
      #expect(observed.node(withText: overlaid) == nil)
      #expect(tree.node(withText: overlaid) != nil)
      #expect(offsets(above: overlaid, in: tree) == [0])
      // The list's own rows are not moved.
      #expect(offsets(above: "Row", in: tree).isEmpty)
    }
  }

  /// A pull moves the state down by as much; back at rest, it is back in place. (The load-state
  /// overlay makes its presentation overlay in its body, whose state the stand-in does not keep
  /// from one inspection to the next, so it is left out here.)
  @Test func theStateFollowsThePullAndSpringsBack() throws {
    let resting = Self.geometry(offsetY: -100)
    let pulled = Self.geometry(offsetY: -172)
    for (screen, overlaid) in screens.prefix(3) {
      let view = AnyView(screen)
      func observer() throws -> _ScrollGeometryChangeModifier {
        try #require(
          _inspect(view, environment: values).modifiers(_ScrollGeometryChangeModifier.self).first)
      }
      try observer()._scroll(from: resting, to: pulled)
      #expect(offsets(above: overlaid, in: _inspect(view, environment: values)) == [72])
      try observer()._scroll(from: pulled, to: resting)
      #expect(offsets(above: overlaid, in: _inspect(view, environment: values)) == [0])
    }
  }

  /// Scrolling the kept rows of a failed refresh leaves its banner in place.
  @Test func scrollingDownTheRowsLeavesTheBannerInPlace() throws {
    let view = List { Text("Row") }.emptyState(.contentWithError(.offline, reason: .offline))
    let observer = try #require(
      _inspect(view, environment: values).modifiers(_ScrollGeometryChangeModifier.self).first)
    observer._scroll(from: Self.geometry(offsetY: -100), to: Self.geometry(offsetY: 400))
    #expect(offsets(above: offline.title, in: _inspect(view, environment: values)) == [0])
  }
}
