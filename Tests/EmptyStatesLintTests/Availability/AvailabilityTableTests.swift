import Testing

@testable import EmptyStatesLint

@Suite struct AvailabilityTableTests {
  /// The APIs issue 13 names, which the table must hold.
  static let required = [
    "ContentUnavailableView", "ContentUnavailableView.search",
    "ContentUnavailableView.search(text:)", "symbolEffect(_:options:isActive:)",
    "symbolEffect(_:options:value:)", "SymbolEffect.breathe", "SymbolEffect.pulse",
    "SymbolEffect.bounce", "SymbolEffect.variableColor", "SymbolEffect.scale",
    "SymbolEffect.appear", "SymbolEffect.disappear", "SymbolEffect.wiggle", "SymbolEffect.rotate",
    "SymbolEffect.replace", "PrimitiveButtonStyle.glassProminent", "PrimitiveButtonStyle.glass",
    "ControlSize.mini", "ControlSize.small", "ControlSize.regular", "ControlSize.large",
    "ControlSize.extraLarge", "scrollContentBackground(_:)", "containerRelativeFrame(_:alignment:)",
    "NavigationSplitView", "NavigationStack", "Table", "searchable(text:placement:prompt:)",
    "searchable(text:isPresented:placement:prompt:)",
    "searchable(text:tokens:placement:prompt:token:)", "searchScopes(_:scopes:)",
    "searchSuggestions(_:)", "ProgressViewStyle.circular", "ProgressViewStyle.linear",
    "ProgressView(timerInterval:countsDown:)", "LocalizedStringResource",
    "String(localized:table:bundle:locale:comment:)", "onGeometryChange(for:of:action:)",
    "onScrollGeometryChange(for:of:action:)", "focusable(_:)", "defaultFocus(_:_:priority:)",
    "refreshable(action:)", "task(priority:_:)", "overlay(alignment:content:)",
    "foregroundStyle(_:)", "sensoryFeedback(_:trigger:)",
  ]

  @Test(arguments: required)
  func holdsEveryAPITheIssueNames(name: String) {
    #expect(AvailabilityTable.row(named: name) != nil)
  }

  @Test func namesAreUnique() {
    let names = AvailabilityTable.rows.map(\.name)
    #expect(!names.isEmpty)
    #expect(Set(names).count == names.count)
  }

  @Test func looksUpARowByName() throws {
    let availability = try #require(AvailabilityTable.availability(of: "ContentUnavailableView"))
    #expect(
      availability == [
        .iOS: .since(17), .macOS: .since(14), .tvOS: .since(17), .watchOS: .since(10),
        .visionOS: .since(1),
      ])
    #expect(AvailabilityTable.availability(of: "Table")?[.watchOS] == .unavailable)
    #expect(AvailabilityTable.availability(of: "ContentUnavailableView.search(text:)") != nil)
  }

  @Test(arguments: ["", "contentunavailableview", "ContentUnavailableView.search(text)", "List"])
  func findsNothingForANameItLacks(name: String) {
    #expect(AvailabilityTable.row(named: name) == nil)
    #expect(AvailabilityTable.availability(of: name) == nil)
  }

  @Test func answersForADeploymentTarget() throws {
    let view = try #require(AvailabilityTable.row(named: "ContentUnavailableView"))
    #expect(!view.isAvailable(on: .iOS, at: OSVersion(16, 4)))
    #expect(view.isAvailable(on: .iOS, at: OSVersion(17)))
    #expect(!view.isAvailable(on: .macOS, at: OSVersion(13)))
    let glass = try #require(AvailabilityTable.row(named: "PrimitiveButtonStyle.glass"))
    #expect(!glass.isAvailable(on: .visionOS, at: OSVersion(26)))
  }

  @Test(arguments: [
    (["text"], 0, "searchable(text:placement:prompt:)"),
    (["text", "prompt"], 0, "searchable(text:placement:prompt:)"),
    (["text", "isPresented"], 0, "searchable(text:isPresented:placement:prompt:)"),
    (["text", "tokens"], 1, "searchable(text:tokens:placement:prompt:token:)"),
    (
      ["text", "tokens", "suggestedTokens"], 1,
      "searchable(text:tokens:suggestedTokens:placement:prompt:token:)"
    ),
    (
      ["text", "tokens", "isPresented"], 1,
      "searchable(text:tokens:isPresented:placement:prompt:token:)"
    ),
    (["text", "editableTokens"], 1, "searchable(text:editableTokens:placement:prompt:token:)"),
  ])
  func tellsSearchableVariantsApart(labels: [String], closures: Int, expected: String) {
    let row = AvailabilityTable.row(
      calling: "searchable", as: .modifier, labels: labels, trailingClosures: closures)
    #expect(row?.name == expected)
  }

  @Test func tellsOtherOverloadsApart() {
    #expect(
      AvailabilityTable.row(calling: "overlay", as: .modifier, labels: [], trailingClosures: 1)?
        .name == "overlay(alignment:content:)")
    // `overlay(_:alignment:)`, iOS 13, is not in the table: no row, so no finding.
    #expect(
      AvailabilityTable.row(calling: "overlay", as: .modifier, labels: ["_"], trailingClosures: 0)
        == nil)
    #expect(
      AvailabilityTable.row(
        calling: "symbolEffect", as: .modifier, labels: ["_", "value"], trailingClosures: 0)?
        .name == "symbolEffect(_:options:value:)")
    #expect(
      AvailabilityTable.row(
        calling: "searchScopes", as: .modifier, labels: ["_", "activation"], trailingClosures: 1)?
        .name == "searchScopes(_:activation:_:)")
    #expect(
      AvailabilityTable.row(
        calling: "searchScopes", as: .modifier, labels: ["_"], trailingClosures: 1)?
        .name == "searchScopes(_:scopes:)")
    #expect(
      AvailabilityTable.row(
        calling: "ProgressView", as: .initializer, labels: ["timerInterval"], trailingClosures: 0)?
        .name == "ProgressView(timerInterval:countsDown:)")
    #expect(
      AvailabilityTable.row(
        calling: "ProgressView", as: .initializer, labels: [], trailingClosures: 0)
        == nil)
    #expect(
      AvailabilityTable.row(
        calling: "search", as: .member, owner: "ContentUnavailableView", labels: ["text"],
        trailingClosures: 0)?.name == "ContentUnavailableView.search(text:)")
  }
}
