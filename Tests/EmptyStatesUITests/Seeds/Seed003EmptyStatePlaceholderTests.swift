// Seed 003: "Empty State Placeholder" (SwiftUI Blocks). Its code samples in order, with
// `ContentUnavailableView` renamed `EmptyStateView`, then tests.

import EmptyStatesUI
import SwiftUI
import Testing

// MARK: - Sample 1: the demo shown in the description

// The seed's text lost the samples' line breaks; they are restored here, nothing else.

/// The description shows the same demo as the file below, which declares it again: this copy
/// lives in a namespace of its own.
enum DescriptionListing {
  struct EmptyStatePlaceholderDemo: View {
    @State private var messages: [String] = []
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
      ZStack {
        if messages.isEmpty {
          EmptyStatePlaceholder(
            systemImage: "tray",
            title: "No messages",
            message: "New conversations will show up here.",
            actionTitle: "Load samples"
          ) {
            withAnimation(reduceMotion ? nil : .snappy) {
              messages = ["Welcome aboard", "Your invoice is ready", "Lunch on Friday?"]
            }
          }
          .transition(.opacity)
        } else {
          List {
            ForEach(messages, id: \.self) { message in
              Label(message, systemImage: "envelope")
            }
            Button("Clear all", role: .destructive) {
              withAnimation(reduceMotion ? nil : .snappy) {
                messages = []
              }
            }
          }
          .transition(.opacity)
        }
      }
    }
  }
}

// MARK: - Sample 2: the file

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 Oscar Canton and SwiftUI Blocks contributors

/// An empty screen with a breathing symbol, a message and an optional call to action.
///
/// With Reduce Motion on, the symbol stays still.
struct EmptyStatePlaceholder: View {
  var systemImage: String
  var title: LocalizedStringResource
  var message: LocalizedStringResource
  var actionTitle: LocalizedStringResource?
  var action: (() -> Void)?

  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    EmptyStateView {
      Label {
        Text(title)
      } icon: {
        Image(systemName: systemImage)
          .symbolEffect(.breathe, isActive: !reduceMotion)
      }
    } description: {
      Text(message)
    } actions: {
      if let actionTitle, let action {
        Button(actionTitle, action: action)
          .buttonStyle(.borderedProminent)
      }
    }
  }
}

// MARK: - Demo

struct EmptyStatePlaceholderDemo: View {
  @State private var messages: [String] = []
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    ZStack {
      if messages.isEmpty {
        EmptyStatePlaceholder(
          systemImage: "tray",
          title: "No messages",
          message: "New conversations will show up here.",
          actionTitle: "Load samples"
        ) {
          withAnimation(reduceMotion ? nil : .snappy) {
            messages = ["Welcome aboard", "Your invoice is ready", "Lunch on Friday?"]
          }
        }
        .transition(.opacity)
      } else {
        List {
          ForEach(messages, id: \.self) { message in
            Label(message, systemImage: "envelope")
          }
          Button("Clear all", role: .destructive) {
            withAnimation(reduceMotion ? nil : .snappy) {
              messages = []
            }
          }
        }
        .transition(.opacity)
      }
    }
  }
}

#if canImport(DeveloperToolsSupport)
  #Preview {
    EmptyStatePlaceholderDemo()
  }
#endif

// MARK: - Tests

@Suite struct Seed003EmptyStatePlaceholderTests {
  @Test(arguments: [false, true]) @MainActor
  func symbolBreathesUnlessReduceMotionIsOn(reduceMotion: Bool) throws {
    let node = _inspect(
      EmptyStatePlaceholder(systemImage: "tray", title: "No messages", message: "Nothing yet."),
      environment: environment(reduceMotion: reduceMotion))
    let effect = try #require(
      node.attributes("symbolEffect").first { $0.arguments["_"] is BreatheSymbolEffect })
    #expect(effect.arguments["isActive"] as? Bool == !reduceMotion)
    #expect(node.all(Image.self).map(\._source).contains(.systemName("tray")))
  }

  @Test @MainActor func placeholderShowsAButtonOnlyWithATitleAndAnAction() {
    let bare = _inspect(
      EmptyStatePlaceholder(systemImage: "tray", title: "No messages", message: "Nothing yet."))
    #expect(bare.texts == ["No messages", "Nothing yet."])
    #expect(bare.all(Button<Text>.self).isEmpty)

    let titleOnly = _inspect(
      EmptyStatePlaceholder(
        systemImage: "tray", title: "No messages", message: "Nothing yet.",
        actionTitle: "Load samples"))
    #expect(titleOnly.all(Button<Text>.self).isEmpty)

    var pressed = false
    let actionable = _inspect(
      EmptyStatePlaceholder(
        systemImage: "tray", title: "No messages", message: "Nothing yet.",
        actionTitle: "Load samples"
      ) { pressed = true })
    #expect(actionable.tapButton("Load samples"))
    #expect(pressed)
    #expect(
      actionable.modifiers(_ButtonStyleModifier.self).map(\.styleName)
        .contains("BorderedProminentButtonStyle"))
  }

  @Test @MainActor func demoLoadsSamplesAndClearsThemBack() {
    let demo = EmptyStatePlaceholderDemo()
    let empty = _inspect(demo)
    #expect(empty.showsEmptyState)
    #expect(empty.texts == ["No messages", "New conversations will show up here.", "Load samples"])
    #expect(empty.attributes("transition").count == 1)

    #expect(empty.tapButton("Load samples"))
    let filled = _inspect(demo)
    #expect(!filled.showsEmptyState)
    #expect(
      filled.texts == ["Welcome aboard", "Your invoice is ready", "Lunch on Friday?", "Clear all"])
    #expect(filled.all(Button<Text>.self).first?._role == .destructive)

    #expect(filled.tapButton("Clear all"))
    #expect(_inspect(demo).showsEmptyState)
  }

  @Test @MainActor func descriptionListingIsTheSameDemo() {
    let demo = DescriptionListing.EmptyStatePlaceholderDemo()
    #expect(_inspect(demo).texts == _inspect(EmptyStatePlaceholderDemo()).texts)
    #expect(_inspect(demo).tapButton("Load samples"))
    #expect(_inspect(demo).texts.first == "Welcome aboard")
  }
}
