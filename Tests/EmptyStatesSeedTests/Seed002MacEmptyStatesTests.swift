// Tests of seed 002's samples (Samples/Seed002MacEmptyStates.swift).

// Linux only: it walks the samples' view trees through the SwiftUI stand-in's inspection. On
// Apple platforms this target compiles the samples against the real SwiftUI.
#if os(Linux)
  import EmptyStatesUI
  @_spi(Inspection) import SwiftUI
  import Testing

  @Suite struct Seed002MacEmptyStatesTests {
    @Test @MainActor func sidebarButtonFillsTheListAndTheEmptyStateGoes() {
      let view = PlaylistSidebar()
      let empty = _inspect(view)
      #expect(empty.showsEmptyState)
      #expect(empty.texts == ["No Playlists", "Playlists you make appear here.", "New Playlist"])

      #expect(empty.tapButton("New Playlist"))
      let filled = _inspect(view)
      #expect(!filled.showsEmptyState)
      #expect(filled.texts == ["Untitled Playlist"])
    }

    @Test @MainActor func emptyTableKeepsItsColumnHeadersUnderTheOverlay() throws {
      let node = _inspect(ContactsTable())
      let header = try #require(node.firstNode(_TableHeader.self))
      #expect(header.texts == ["Name", "Email"])
      #expect(node.all(_TableRowCells.self).isEmpty)
      #expect(node.showsEmptyState)
      #expect(node.texts.contains("No Contacts"))
      #expect(node.buttonTitles == ["Import Contacts…"])
    }

    @Test @MainActor func searchThatFindsNothingQuotesTheQueryAndClearingBringsRowsBack() {
      let view = ContactsView(contacts: [
        Contact(name: "Ana Lima", email: "ana@example.com"),
        Contact(name: "Bo Chen", email: "bo@example.com"),
      ])
      let all = _inspect(view)
      #expect(all.all(_TableRowCells.self).count == 2)
      #expect(all.texts.contains("bo@example.com"))
      #expect(!all.showsEmptyState)

      #expect(all.search("Zed"))
      let none = _inspect(view)
      #expect(none.all(_TableRowCells.self).isEmpty)
      #expect(none.firstNode(_TableHeader.self)?.texts == ["Name", "Email"])
      #expect(none.texts.contains { $0.contains("Zed") })

      none.search("Ana")
      let one = _inspect(view)
      #expect(!one.showsEmptyState)
      #expect(
        one.all(_TableRowCells.self).map(\._value).compactMap { $0 as? Contact }.map(\.name) == [
          "Ana Lima"
        ])
    }

    @Test @MainActor func nothingSelectedFillsTheDetailColumnWithoutActions() {
      let node = _inspect(
        NavigationSplitView {
          List(["Inbox"], id: \.self) { Text($0) }
        } detail: {
          NoMessageSelected()
        })
      #expect(node.texts == ["Inbox", "No Message Selected"])
      #expect(node.buttonTitles.isEmpty)
      #expect(node.all(Image.self).map(\._source).contains(.systemName("envelope")))
    }

    @Test @MainActor func failedLoadOffersAProminentTryAgain() {
      let node = _inspect(PhotosLoadFailed())
      #expect(
        node.texts == [
          "Couldn't Load Photos", "Check your internet connection, then try again.", "Try Again",
        ])
      #expect(
        node.modifiers(_ButtonStyleModifier.self).map(\.styleName)
          .contains("BorderedProminentButtonStyle"))
    }
  }
#endif
