// Tests of seed 003's samples (Samples/Seed003EmptyStatePlaceholder.swift).

// Linux only: it walks the samples' view trees through the SwiftUI stand-in's inspection. On
// Apple platforms this target compiles the samples against the real SwiftUI.
#if os(Linux)
  import EmptyStatesUI
  @_spi(Inspection) import SwiftUI
  import Testing

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
      #expect(
        empty.texts == ["No messages", "New conversations will show up here.", "Load samples"])
      #expect(empty.attributes("transition").count == 1)

      #expect(empty.tapButton("Load samples"))
      let filled = _inspect(demo)
      #expect(!filled.showsEmptyState)
      #expect(
        filled.texts == [
          "Welcome aboard", "Your invoice is ready", "Lunch on Friday?", "Clear all",
        ])
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
#endif
