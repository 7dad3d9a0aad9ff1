import Testing

@testable import EmptyStatesLint

/// `empty-state-in-list-row` (``EmptyStateInListRowRule``): in a list's content, or placed there
/// through the file's views; across files in `Run/EmptyStateLinter+ListRowsTests.swift`, where
/// each part of a file is placed in `Shared/Views/RowRegionsTests.swift`.
@Suite struct EmptyStateInListRowRuleTests {
  @Test func anEmptyStateInAListRowIsReportedAtItsName() {
    let source = """
      struct Inbox: View {
        var body: some View {
          List {
            Section("Mail") {
              ContentUnavailableView("No Mail", systemImage: "tray")
            }
          }
          .overlay {
            ContentUnavailableView("No Mail", systemImage: "tray")
          }
        }
      }
      """
    #expect(Linted.findings(in: source) == [Linted(5, 9, .emptyStateInListRow)])
  }

  @Test func aWrapperPlacedInARowIsReportedInsideTheWrapper() {
    let source = """
      struct Inbox: View {
        let mail: [String]
        var body: some View {
          List {
            if mail.isEmpty { emptyMail }
            ForEach(mail, id: \\.self) { Text($0) }
          }
        }
        private var emptyMail: some View {
          ContentUnavailableView("No Mail", systemImage: "tray")
        }
      }
      """
    let found = Linted.messages(in: source)
    #expect(found.map(\.0) == [Linted(10, 5, .emptyStateInListRow)])
    #expect(found.first?.1.contains("'emptyMail'") == true)
    #expect(found.first?.1.contains("line 5") == true)
  }

  @Test func anEmptyStateAfterTheForEachThroughTwoPropertiesIsARow() {
    let source = """
      struct Chats: View {
        var body: some View {
          List { rows }
        }
        @ViewBuilder private var rows: some View {
          ForEach(chats) { Text($0.name) }
          empty
        }
        @ViewBuilder private var empty: some View {
          if chats.isEmpty {
            ContentUnavailableView("No Chats", systemImage: "bubble")
          }
        }
      }
      """
    let found = Linted.messages(in: source, rules: [.emptyStateInListRow])
    #expect(found.map(\.0) == [Linted(11, 7, .emptyStateInListRow)])
    #expect(found.first?.1.contains("'empty'") == true)
    #expect(found.first?.1.contains("at line 3 (through 'rows')") == true)
  }

  @Test func aViewOfTheFilePlacedOnlyInAStackIsNoRow() {
    let source = """
      struct Pinned: View {
        var body: some View {
          Section("Pinned") { ContentUnavailableView("None", systemImage: "pin") }
        }
      }
      struct Dashboard: View {
        var body: some View { ScrollView { VStack { Pinned() } } }
      }
      """
    #expect(Linted.findings(in: source, rules: [.emptyStateInListRow]) == [])
  }

  @Test func aViewPlacedInAFormNamesTheSectionAroundTheEmptyState() {
    let source = """
      struct Backup: View {
        var body: some View {
          Section("Backup") { ContentUnavailableView("Never", systemImage: "externaldrive") }
        }
      }
      struct Settings: View {
        var body: some View { Form { Backup() } }
      }
      """
    let found = Linted.messages(in: source, rules: [.emptyStateInListRow])
    #expect(found.map(\.0) == [Linted(3, 25, .emptyStateInListRow)])
    #expect(found.first?.1.contains("inside Section content at line 7") == true)
  }

  @Test func aPushedScreenIsNoRow() {
    let source = """
      struct Browser: View {
        var body: some View {
          List { NavigationLink(destination: Detail()) { Text("Open") } }
        }
      }
      struct Detail: View {
        var body: some View { ContentUnavailableView("Empty", systemImage: "tray") }
      }
      """
    #expect(Linted.findings(in: source, rules: [.emptyStateInListRow]) == [])
  }
}
