import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// Defaults set once at the root reach every empty state below; a subtree changes one field and
/// inherits the rest; the title is a heading at the defaults' level; the size follows the
/// defaults unless a control size asks for another.
@Suite @MainActor struct EmptyStateDefaultsEnvironmentTests {
  static let rootDefaults = EmptyStateDefaults(
    rules: PresentationRules(empty: EmptyState(String("Nothing Here Yet"))),
    headingLevel: .h4, size: .compact, languages: .only(["en"]))

  /// The environment's defaults where the `Text` showing `marker` is.
  func defaults(at marker: String, in tree: _ViewNode) throws -> EmptyStateDefaults {
    try #require(tree.node(withText: marker)).environment.emptyStateDefaults
  }

  @Test func aSubtreeOverrideChangesOnlyThatField() throws {
    let tree = _inspect(
      VStack {
        Text("Outside")
        VStack { Text("Inside") }.emptyStateDefaults { $0.progress = .immediate }
      }
      .emptyStateDefaults(Self.rootDefaults))
    let inside = try defaults(at: "Inside", in: tree)
    #expect(inside.progress == .immediate)
    #expect(inside.rules.empty == EmptyState(String("Nothing Here Yet")))
    #expect(inside.headingLevel == .h4)
    #expect(inside.size == .compact)
    #expect(inside.languages == .only(["en"]))
    let outside = try defaults(at: "Outside", in: tree)
    #expect(outside.progress == .standard)
    #expect(outside.headingLevel == .h4)
  }

  @Test func theLocalizationModifierWritesIntoTheSameDefaults() throws {
    let tree = _inspect(
      VStack {
        Text("Inside").emptyStateLocalization(languages: .all)
      }
      .emptyStateDefaults(Self.rootDefaults))
    let inside = try defaults(at: "Inside", in: tree)
    #expect(inside.languages == .all)
    #expect(inside.headingLevel == .h4)
    #expect(inside.rules.empty == EmptyState(String("Nothing Here Yet")))
  }

  @Test func theDefaultsLanguagesAreTheOverlaysAndViewsLanguages() {
    var values = EnvironmentValues()
    values.locale = Locale(identifier: "de")
    let german = EmptyStateLocalizer(localeIdentifier: "de").localize(.offline).title
    #expect(german != "You’re Offline")
    let view = EmptyStateView(.offline)
    let english = view.emptyStateDefaults(Self.rootDefaults)
    #expect(_inspect(english, environment: values).texts.first == "You’re Offline")
    let inner = english.emptyStateDefaults { $0.languages = .all }
    #expect(_inspect(inner, environment: values).texts.first == "You’re Offline")
    let closer = view.emptyStateLocalization(languages: .all).emptyStateDefaults(Self.rootDefaults)
    #expect(_inspect(closer, environment: values).texts.first == german)
  }

  /// The heading levels attached on the way to the `Text` showing `title`.
  func headingLevels(above title: String, in tree: _ViewNode) -> [AccessibilityHeadingLevel] {
    tree.modifiers(aboveText: title).compactMap { modifier in
      guard let attachment = (modifier as? AccessibilityAttachmentModifier)?._attachment,
        case .heading(let level) = attachment
      else { return nil }
      return level
    }
  }

  @Test(arguments: [EmptyState.HeadingLevel.h1, .h3, .h6])
  func theTitleIsAHeadingAtTheDefaultsLevel(level: EmptyState.HeadingLevel) throws {
    let title = "You’re Offline"
    let styled: [any View] = [
      EmptyStateView(.offline),
      EmptyStateView(.offline).emptyStateStyle(.compact),
      EmptyStateView(.offline).emptyStateStyle(.outlined),
      EmptyStateContainer { EmptyStateTitle(title) },
    ]
    for view in styled {
      let tree = _inspect(
        AnyView(view).emptyStateDefaults { $0.headingLevel = level },
        environment: environment(fallback: true))
      #expect(headingLevels(above: title, in: tree) == [AccessibilityHeadingLevel(level)])
      let heading = tree.accessibilityElements.first { $0.label == title }
      #expect(try #require(heading).traits.contains(.isHeader))
    }
    let standard = _inspect(EmptyStateView(.offline), environment: environment(fallback: true))
    #expect(headingLevels(above: title, in: standard) == [.h2])
  }

  @Test func theSizeIsTheDefaultsUnlessAControlSizeAsksForAnother() {
    var values = environment()
    #expect(values.emptyStateMetrics.size == .regular)
    values.emptyStateDefaults.size = .compact
    #expect(values.emptyStateMetrics.size == .compact)
    values.controlSize = .large
    #expect(values.emptyStateMetrics.size == .spacious)
    values.controlSize = .regular
    values.emptyStateDefaults.size = .spacious
    #expect(values.emptyStateMetrics.size == .spacious)
  }

  @Test func theDefaultsSizeReachesTheLayout() throws {
    let tree = _inspect(
      EmptyStateView(.offline).emptyStateDefaults { $0.size = .compact },
      environment: environment(fallback: true))
    let title = try #require(tree.node(withText: "You’re Offline"))
    #expect(
      title.environment.emptyStateMetrics
        == EmptyStateMetrics(
          platform: PlatformSupport.metricsPlatform, size: .compact))
  }
}
