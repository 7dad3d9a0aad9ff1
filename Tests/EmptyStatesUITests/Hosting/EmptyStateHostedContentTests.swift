import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The view the UIKit and AppKit layers host draws the core's decision with this layer's views:
/// progress, nothing where the content shows, the state otherwise — only the buttons taking
/// hits.
@Suite @MainActor struct EmptyStateHostedContentTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  func hosted(_ presentation: Presentation) -> EmptyStateHostedContent {
    EmptyStateHostedContent(
      presentation: presentation, localizer: english, action: nil, reporter: nil)
  }

  @Test func progressDrawsTheLocalizedLabel() {
    #expect(_inspect(hosted(.progress)).texts == [english.string(for: .loading)])
  }

  @Test func theContentAndAFailedRefreshDrawNothing() {
    #expect(_inspect(hosted(.content)).texts.isEmpty)
    #expect(_inspect(hosted(.contentWithError(.offline, reason: .offline))).texts.isEmpty)
  }

  @Test func aStateIsDrawnWithOnlyItsButtonsTakingHits() throws {
    let tree = _inspect(hosted(.unavailable(.offline, reason: .failure(.offline))))
    let localized = english.localize(EmptyState.offline)
    #expect(tree.texts.contains(localized.title))
    let node = try #require(tree.node(withText: localized.title))
    #expect(node.environment.emptyStateHitTesting == .actionsOnly)
  }

  /// Each preset in every locale, in the locale's direction: what both hosting views show.
  @Test(arguments: EmptyStateLocalizer.localizations)
  func everyPresetIsDrawnInItsLocalesDirection(locale: String) throws {
    let localizer = EmptyStateLocalizer(localeIdentifier: locale)
    for state in EmptyState.Preset.allCases.map({ $0.emptyState(query: "kiwi") }) {
      let localized = localizer.localize(state)
      let tree = _inspect(
        EmptyStateHostedContent(
          presentation: .unavailable(state, reason: .empty), localizer: localizer, action: nil,
          reporter: nil))
      let title = try #require(tree.node(withText: localized.title))
      #expect(
        title.environment.layoutDirection
          == (localized.direction == .rightToLeft ? .rightToLeft : .leftToRight))
    }
  }
}
