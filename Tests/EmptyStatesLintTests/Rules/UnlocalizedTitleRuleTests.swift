import Testing

@testable import EmptyStatesLint

/// `unlocalized-title` (``UnlocalizedTitleRule``): reported where the file shows literal text
/// reaching the title as a `String`, silent where it does not show the text.
@Suite struct UnlocalizedTitleRuleTests {
  /// The lines of `source` (a view's body, in a struct that declares `members`) with an
  /// `unlocalized-title` finding, counted from the body's first line.
  static func reportedLines(body: String, members: String = "") -> [Int] {
    let prefix = "struct Screen: View {\n\(members)\n  var body: some View {\n"
    let offset = prefix.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let source = prefix + body + "\n  }\n}\n"
    return Linted.findings(in: source, rules: [.unlocalizedTitle]).map { $0.line - offset }
  }

  @Test(arguments: [
    ("ContentUnavailableView(String(\"No Notes\"), systemImage: \"note\")", ""),
    ("ContentUnavailableView(String(format: \"%d Left\", count), systemImage: \"note\")", ""),
    ("ContentUnavailableView(\"No \" + kind, systemImage: \"note\")", "let kind: String"),
    ("ContentUnavailableView(title, systemImage: \"note\")", "let title: String = \"No Notes\""),
    ("ContentUnavailableView(title, systemImage: \"note\")", "private var title = \"No Notes\""),
    ("ContentUnavailableView(title, systemImage: \"note\")", "var title: String { \"No Notes\" }"),
    (
      "ContentUnavailableView(self.title, systemImage: \"note\")",
      "let title = flag ? \"No Notes\" : \"Empty\"\nlet flag = true"
    ),
  ])
  func literalTextInAStringIsReported(title: String, members: String) {
    #expect(Self.reportedLines(body: title, members: members) == [1])
  }

  @Test(arguments: [
    ("ContentUnavailableView(String(code), systemImage: \"number\")", "let code: Int"),
    ("ContentUnavailableView(String(describing: id), systemImage: \"number\")", "let id: UUID"),
    (
      "ContentUnavailableView(String(format: \"%lld\", count), systemImage: \"number\")",
      "let count: Int"
    ),
    ("ContentUnavailableView(title, systemImage: \"note\")", "let title: String"),
    (
      "ContentUnavailableView(title, systemImage: \"note\")",
      "var title = NSLocalizedString(\"NO_NOTES\", comment: \"\")"
    ),
    (
      "ContentUnavailableView(title, systemImage: \"note\")",
      "var title: String { String(localized: \"No Notes\") }"
    ),
    ("ContentUnavailableView(error.description, systemImage: \"xmark\")", "let error: AppError"),
    ("ContentUnavailableView(\"No \\(kind)\", systemImage: \"note\")", "let kind: String"),
    (
      "ContentUnavailableView(name + suffix, systemImage: \"note\")",
      "let name: String\nlet suffix: String"
    ),
    (
      "ContentUnavailableView(String(\"No Notes\"), systemImage: \"note\", description: Text(verbatim: \"Debug\"))",
      ""
    ),
  ])
  func aStringWhoseTextTheFileDoesNotShowIsNotReported(title: String, members: String) {
    #expect(Self.reportedLines(body: title, members: members) == [])
  }

  @Test func aNameSetFromSomethingElseTooIsNotProvablyLiteral() {
    let members = "var title = \"No Notes\"\ninit(custom: String) { title = custom }"
    #expect(
      Self.reportedLines(
        body: "ContentUnavailableView(title, systemImage: \"note\")", members: members) == [])
  }

  @Test func aWrappersLiteralArgumentIsReportedOnceAtItsEmptyStateNamingTheCall() {
    let source = """
      struct Empty: View {
        let title: String
        var body: some View { ContentUnavailableView(title, systemImage: "tray") }
      }
      struct Screen: View {
        var body: some View {
          Empty(title: "No Mail")
          Empty(title: String(localized: "No Drafts"))
          Empty(title: "No Spam")
        }
      }
      """
    let found = Linted.messages(in: source, rules: [.unlocalizedTitle])
    #expect(found.map(\.0) == [Linted(3, 25, .unlocalizedTitle)])
    #expect(found.first?.1.contains("\"No Mail\" at line 7") == true)
  }

  @Test func theDocumentedBadExampleIsReportedAndTheGoodOneIsNot() {
    let documentation = EmptyStateLinter.Rule.unlocalizedTitle.documentation
    let bad = Self.reportedLines(body: documentation.badExample)
    let good = Self.reportedLines(body: documentation.goodExample)
    #expect(!bad.isEmpty)
    #expect(good.isEmpty)
  }

  @Test func literalTextInAStringTitleIsUnlocalized() {
    // `name` is a parameter whose callers may pass localized text: only literal text is known
    // to reach the title as a String.
    let source = """
      struct Titles: View {
        let name: String
        var body: some View {
          ContentUnavailableView(name, systemImage: "person")
          ContentUnavailableView(String(format: "%d left", 3), systemImage: "person")
          ContentUnavailableView("No " + name, systemImage: "person")
          ContentUnavailableView(String(localized: "No People"), systemImage: "person")
          ContentUnavailableView("No \\(name)", systemImage: "person")
          ContentUnavailableView(person.title, systemImage: "person")
        }
      }
      """
    #expect(
      Linted.findings(in: source) == [
        Linted(5, 5, .unlocalizedTitle), Linted(6, 5, .unlocalizedTitle),
      ])
  }
}
