// Seed 003: "Empty State Placeholder" (SwiftUI Blocks). Its code samples in order, with
// `ContentUnavailableView` renamed `EmptyStateView`.

import EmptyStatesUI
import SwiftUI

// MARK: - Sample 1: the demo shown in the description

// The seed's text lost the samples' line breaks; they are restored here, nothing else.

/// The description shows the same demo as the file below, which declares it again: this copy
/// lives in a namespace of its own.
enum DescriptionListing {
  // The component breathes with the iOS 18 symbol effect.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
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
// The component breathes with the iOS 18 symbol effect.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
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
        // The seed writes `Button(actionTitle, action: action)`: the `LocalizedStringResource`
        // title overload is the iOS 26 SDK's, so Xcode 16 rejects it. `Text` takes the resource
        // with every SDK we build with.
        Button(action: action) { Text(actionTitle) }
          .buttonStyle(.borderedProminent)
      }
    }
  }
}

// MARK: - Demo

// The component breathes with the iOS 18 symbol effect.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
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
