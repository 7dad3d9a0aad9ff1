import Testing

@testable import EmptyStatesLint

/// ``FileLinter`` itself: which checks run, suppressions, and what is never code. Each rule's
/// own tests are in `<Rule>Tests.swift` beside this file.
@Suite struct FileLinterTests {
  @Test func codeInStringsCommentsAndRegexesIsNeverReported() {
    let source = #"""
      struct Docs: View {
        let sample = """
          List { ContentUnavailableView("No Data", systemImage: "tray") }
          """
        let raw = #"List { ContentUnavailableView(String(x), systemImage: "tray") }"#
        let pattern = /List \{ ContentUnavailableView/
        // List { ContentUnavailableView("No Data", systemImage: "tray") }
        /* List { /* nested */ ContentUnavailableView.search } */
        var body: some View { Text(sample) }
      }
      """#
    #expect(Linted.findings(in: source, targets: ["iOS15"]) == [])
  }

  @Test func suppressionsSilenceTheirRulesAndUnknownIDsAreFindings() {
    let source = """
      struct Inbox: View {
        var body: some View {
          List {
            // empty-states:disable-next-line empty-state-in-list-row -- shown as a row on purpose
            ContentUnavailableView("No Mail", systemImage: "tray")
            // empty-states:disable-next-line empty-state-in-lst-row
            ContentUnavailableView("No Mail", systemImage: "tray")
          }
        }
      }
      """
    #expect(
      Linted.findings(in: source) == [
        Linted(6, 7, .invalidSuppression), Linted(7, 7, .emptyStateInListRow),
      ])
  }

  /// A file in which every rule has a finding, deployed to iOS 15.
  static let everyRule = """
    struct Feed: View {
      @State private var posts: [Post] = []
      @State private var query = ""
      var body: some View {
        List {
          ContentUnavailableView("No Data", systemImage: "tray")
        }
        .overlay {
          if posts.isEmpty { ContentUnavailableView("No Posts", systemImage: "text.bubble") }
        }
        .overlay {
          if posts.isEmpty { ContentUnavailableView.search(text: query) }
        }
        .searchable(text: $query)
        .task { posts = await Post.load() }
      }
    }
    struct Status: View {
      let isLoading: Bool
      var body: some View {
        if isLoading { ContentUnavailableView("Fetching Posts", systemImage: "hourglass") }
        ContentUnavailableView("You do not have any notes saved yet", systemImage: "note")
          .accessibilityLabel("Empty")
          .frame(height: 200)
        ContentUnavailableView(String("No Notes"), systemImage: "note")
        ContentUnavailableView("No Notes", systemImage: "note", description: Text("No notes"))
        // empty-states:disable-next-line bogus
        ContentUnavailableView(
          "Couldn't Load", systemImage: "wifi.slash",
          description: Text("The operation couldn't be completed."))
      }
    }
    """

  @Test(arguments: EmptyStateLinter.Rule.allCases)
  func aRuleAloneGivesExactlyItsFindingsAmongAllRules(rule: EmptyStateLinter.Rule) {
    let all = Linted.messages(in: Self.everyRule, targets: ["iOS15"])
    let alone = Linted.messages(in: Self.everyRule, targets: ["iOS15"], rules: [rule])
    #expect(!alone.isEmpty)
    #expect(Set(all.map(\.0.rule)) == Set(EmptyStateLinter.Rule.allCases))
    #expect(alone.map(\.0) == all.map(\.0).filter { $0.rule == rule })
    #expect(alone.map(\.1) == all.filter { $0.0.rule == rule }.map(\.1))
  }

  @Test(arguments: EmptyStateLinter.Rule.allCases)
  func onlyTheChecksOfTheRulesAskedForRun(rule: EmptyStateLinter.Rule) {
    let log = CheckLog()
    let registry = EmptyStateLinter.Rule.allCases.map { CheckSpy(id: $0, log: log) }
    var linter = FileLinter(rules: [rule], deploymentTargets: [:])
    linter.registry = registry
    let findings = linter.lint(Array(Self.everyRule.utf8), path: "Feed.swift").findings
    #expect(log.ran == [rule])
    // What a check reports for another rule is not reported.
    #expect(findings.map(\.rule) == [rule])
    linter.rules = [rule, .invalidSuppression]
    log.ran = []
    _ = linter.lint(Array(Self.everyRule.utf8), path: "Feed.swift")
    #expect(log.ran == (rule == .invalidSuppression ? [rule] : [rule, .invalidSuppression]))
  }

  @Test func theLoadingChecksLookForModelsOnlyWhenTheyRun() {
    let source = """
      struct Feed: View {
        @State private var model = FeedModel()
        var body: some View {
          if model.posts.isEmpty { ContentUnavailableView("No Posts", systemImage: "text.bubble") }
          EmptyView().task { await model.load() }
        }
      }
      """
    func wanted(_ rules: Set<EmptyStateLinter.Rule>) -> Set<String> {
      FileLinter(rules: rules, deploymentTargets: [:]).lint(Array(source.utf8), path: "F.swift")
        .types.wanted
    }
    #expect(wanted([.emptyStateDuringLoading]) == ["FeedModel"])
    let others = Set(EmptyStateLinter.Rule.allCases).subtracting([.emptyStateDuringLoading])
    #expect(wanted(others) == [])
  }
}
