import Testing

@testable import EmptyStatesLint

/// `fixed-frame-on-empty-state` (``FixedFrameOnEmptyStateRule``): a fixed height on the empty
/// state, or on the stack that only it fills.
@Suite struct FixedFrameOnEmptyStateRuleTests {
  @Test func modifiersOnTheEmptyStateItself() {
    let source = """
      struct Inbox: View {
        var body: some View {
          ContentUnavailableView("No Mail", systemImage: "tray")
            .accessibilityLabel("Empty")
            .frame(height: 200)
          ContentUnavailableView("No Mail", systemImage: "tray")
            .accessibilityIdentifier("empty")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
          VStack {
            List { Text("Drafts") }
            ContentUnavailableView("No Mail", systemImage: "tray")
          }
          .frame(height: 200)
        }
      }
      """
    // The stack's height is the list's to take, not the empty state's.
    #expect(
      Linted.findings(in: source) == [
        Linted(3, 5, .accessibilityLabelOnEmptyState), Linted(3, 5, .fixedFrameOnEmptyState),
      ])
  }

  /// The `fixed-frame-on-empty-state` findings of a view whose body is `body`.
  private func findings(_ body: String) -> [(Linted, String)] {
    let source = "struct Card: View {\n  var body: some View {\n" + body + "\n  }\n}\n"
    return Linted.messages(in: source, rules: [.fixedFrameOnEmptyState])
  }

  @Test(arguments: [
    "VStack { Text(\"Title\"); ContentUnavailableView(\"None\", systemImage: \"x\") }.frame(height: 200)",
    "ZStack { ContentUnavailableView(\"None\", systemImage: \"x\") }.frame(width: 90, height: 90)",
    "Group { if a { ContentUnavailableView(\"None\", systemImage: \"x\") } else { Chart {} } }.frame(maxHeight: 120)",
  ])
  func aFixedStackHoldingTheEmptyStateIsReportedAtTheEmptyState(body: String) {
    let found = findings(body)
    #expect(found.count == 1)
    #expect(found.first?.0.line == 3)
    #expect(found.first?.1.contains("at line 3") == true)
  }

  @Test(arguments: [
    "VStack { ContentUnavailableView(\"None\", systemImage: \"x\") }.frame(minHeight: 200)",
    "VStack { ContentUnavailableView(\"None\", systemImage: \"x\") }.frame(maxHeight: .infinity)",
    "VStack { ContentUnavailableView(\"None\", systemImage: \"x\") }.frame(idealHeight: 200)",
    "VStack { List(rows) { Text($0) }; ContentUnavailableView(\"None\", systemImage: \"x\") }.frame(height: 200)",
    "VStack { TrendChart(points); ContentUnavailableView(\"None\", systemImage: \"x\") }.frame(height: 200)",
    "ScrollView { ContentUnavailableView(\"None\", systemImage: \"x\") }.frame(height: 200)",
    "VStack { ContentUnavailableView(\"None\", systemImage: \"x\").fixedSize(horizontal: false, vertical: true) }.frame(height: 200)",
  ])
  func noFindingWhereTheHeightIsNotFixedOrNotTheEmptyStates(body: String) {
    #expect(findings(body).map(\.0) == [])
  }

  @Test func aViewOfTheFileIsReadThroughItsBody() {
    let source = """
      struct Feed: View {
        var body: some View {
          VStack { chips; ContentUnavailableView("None", systemImage: "x") }.frame(height: 200)
          VStack { chart; ContentUnavailableView("None", systemImage: "x") }.frame(height: 200)
        }
        var chips: some View { ScrollView(.horizontal) { HStack { Button("All") {} } } }
        var chart: some View { Chart { } }
      }
      """
    let found = Linted.findings(in: source, rules: [.fixedFrameOnEmptyState])
    #expect(found == [Linted(3, 21, .fixedFrameOnEmptyState)])
  }
}
