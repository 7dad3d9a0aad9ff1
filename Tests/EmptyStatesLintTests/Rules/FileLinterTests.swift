import Testing

@testable import EmptyStatesLint

@Suite struct FileLinterTests {
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

  @Test func anEmptinessTestOnDataLoadedInTheTask() {
    let source = """
      struct Feed: View {
        @State private var posts: [Post] = []
        @State private var isLoading = true
        var body: some View {
          List(posts) { PostRow(post: $0) }
            .overlay {
              if posts.isEmpty {
                ContentUnavailableView("No Posts", systemImage: "text.bubble")
              }
            }
            .overlay {
              if !isLoading && posts.isEmpty {
                ContentUnavailableView("No Posts", systemImage: "text.bubble")
              }
            }
            .task { posts = await Post.load() }
        }
      }
      """
    #expect(Linted.findings(in: source) == [Linted(8, 11, .emptyStateDuringLoading)])
  }

  @Test func anElseIfChainThatReadsTheLoadStateFirstIsFine() {
    let source = """
      struct Feed: View {
        @StateObject var model = FeedModel()
        var body: some View {
          Group {
            if model.isLoading {
              ProgressView()
            } else if model.posts.isEmpty {
              ContentUnavailableView("No Posts", systemImage: "text.bubble")
            } else {
              List(model.posts) { PostRow(post: $0) }
            }
          }
          .task { await model.load() }
        }
      }
      """
    #expect(Linted.findings(in: source) == [])
  }

  @Test func aModelOfTheFileLoadsOnlyWhereTheViewStartsItsLoad() {
    let source = """
      @Observable final class FeedModel {
        var posts: [Post] = []
        func load() async { posts = await Post.load() }
      }
      struct Feed: View {
        @State private var model = FeedModel()
        var body: some View {
          if model.posts.isEmpty {
            ContentUnavailableView("No Posts", systemImage: "text.bubble")
          }
        }
      }
      struct LoadingFeed: View {
        @State private var model = FeedModel()
        var body: some View {
          if model.posts.isEmpty {
            ContentUnavailableView("No Posts", systemImage: "text.bubble")
          }
          EmptyView().task { await model.load() }
        }
      }
      """
    #expect(Linted.findings(in: source) == [Linted(17, 7, .emptyStateDuringLoading)])
  }

  @Test func theSearchStateNeedsAQueryOnItsPath() {
    let source = """
      struct Search: View {
        @State private var query = ""
        let all: [String]
        var results: [String] { all.filter { $0.contains(query) } }
        var body: some View {
          List(results, id: \\.self) { Text($0) }
            .overlay {
              if results.isEmpty { ContentUnavailableView.search }
            }
            .overlay {
              if all.isEmpty { ContentUnavailableView.search(text: query) }
            }
            .overlay {
              if !query.isEmpty, all.isEmpty { ContentUnavailableView.search(text: query) }
            }
            .overlay {
              query.isEmpty ? nil : ContentUnavailableView.search
            }
            .searchable(text: $query)
        }
      }
      """
    #expect(Linted.findings(in: source) == [Linted(11, 26, .searchWithoutQuery)])
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

  @Test func loadingCopyAndGenericCopyAreReviewed() {
    let source = """
      struct Copy: View {
        var body: some View {
          ContentUnavailableView("Loading…", systemImage: "hourglass")
          ContentUnavailableView("No Data", systemImage: "tray")
          ContentUnavailableView {
            Label("Couldn’t Load Photos", systemImage: "exclamationmark.triangle")
          } description: {
            Text("Check your connection.")
          }
          ContentUnavailableView {
            Label("Couldn’t Load Photos", systemImage: "exclamationmark.triangle")
          } actions: {
            Button("Try Again") {}
          }
        }
      }
      """
    #expect(
      Linted.findings(in: source) == [
        Linted(3, 5, .emptyStateAsLoading), Linted(4, 5, .copyGenericTitle),
        Linted(5, 5, .copyNoWayForward),
      ])
  }

  @Test func anEmptyStateShownWhileLoading() {
    let source = """
      struct Feed: View {
        let isLoading: Bool
        var body: some View {
          if isLoading {
            ContentUnavailableView("Fetching Posts", systemImage: "hourglass")
          }
        }
      }
      """
    #expect(Linted.findings(in: source) == [Linted(5, 7, .emptyStateAsLoading)])
  }

  @Test func availabilityFollowsChecksAndTheDeploymentTarget() {
    let source = """
      struct Empty: View {
        var body: some View {
          if #available(iOS 17, *) {
            ContentUnavailableView("No Mail", systemImage: "tray")
          } else {
            Text("No Mail")
          }
          ContentUnavailableView("No Mail", systemImage: "tray")
        }
      }
      @available(iOS 17.0, *)
      struct Modern: View {
        var body: some View { ContentUnavailableView("No Mail", systemImage: "tray") }
      }
      struct Guarded: View {
        var body: some View {
          guard #available(iOS 17, *) else { return AnyView(Text("No Mail")) }
          return AnyView(ContentUnavailableView("No Mail", systemImage: "tray"))
        }
      }
      """
    #expect(
      Linted.findings(in: source, targets: ["iOS15"])
        == [Linted(8, 5, .missingAvailabilityCheck)])
    #expect(Linted.findings(in: source, targets: ["iOS17"]) == [])
    #expect(Linted.findings(in: source) == [])
  }

  @Test func availabilityIsTheSDKsTheCodeIsBuiltWith() {
    let source = """
      struct Retry: View {
        var body: some View {
          Button("Retry") {}
            .controlSize(.small)
        }
      }
      """
    let rules: Set<EmptyStateLinter.Rule> = [.missingAvailabilityCheck]
    // Control sizes came to tvOS with the 26 SDK (from tvOS 15); the 18 SDK has none there.
    let with18 = Linted.messages(in: source, targets: ["tvOS15"], rules: rules, sdk: .sdk18)
    #expect(with18.map(\.0) == [Linted(4, 21, .missingAvailabilityCheck)])
    #expect(with18.first?.1.contains("is unavailable on tvOS in the 18 SDK (Xcode 16)") == true)
    for sdk in [SDKGeneration.sdk26, .sdk27] {
      #expect(Linted.findings(in: source, targets: ["tvOS15"], rules: rules, sdk: sdk) == [])
    }
    // watchOS 8 lacks them whatever the SDK.
    #expect(
      Linted.findings(in: source, targets: ["watchOS8"], rules: rules, sdk: .sdk27)
        == [Linted(4, 21, .missingAvailabilityCheck)])
  }

  @Test func anAPIAnSDKLacksIsReportedThereUnlessTheSDKIsAsked() {
    let source = """
      struct Retry: View {
        var body: some View {
          if #available(iOS 26.0, *) {
            Button("Retry") {}.buttonStyle(.glassProminent)
          }
          #if canImport(SwiftUI, _version: 7.0)
            if #available(iOS 26.0, *) {
              Button("Retry") {}.buttonStyle(.glassProminent)
            }
          #endif
        }
      }
      """
    let rules: Set<EmptyStateLinter.Rule> = [.missingAvailabilityCheck]
    let with18 = Linted.messages(in: source, targets: ["iOS15"], rules: rules, sdk: .sdk18)
    #expect(with18.map(\.0) == [Linted(4, 39, .missingAvailabilityCheck)])
    #expect(
      with18.first?.1.hasPrefix(
        "PrimitiveButtonStyle.glassProminent is not in the 18 SDK (Xcode 16) (--sdk), which iOS 15.0"
      ) == true)
    #expect(with18.first?.1.contains("#if canImport(SwiftUI, _version: 7.0)") == true)
    #expect(Linted.findings(in: source, targets: ["iOS15"], rules: rules, sdk: .sdk26) == [])
  }

  @Test func codeThatUsesANewerSDKsAPISaysWhichSDKItIsBuiltWith() {
    let source = """
      struct Retry: View {
        var body: some View {
          if #available(iOS 26.0, tvOS 26.0, *) {
            Button("Retry") {}.buttonStyle(.glassProminent)
          }
          Button("Retry") {}.controlSize(.small)
        }
      }
      """
    let targets = [
      AppleOS.tvOS: ResolvedDeploymentTarget(
        target: DeploymentTarget(.tvOS, OSVersion(15)), file: "TV.xcodeproj/project.pbxproj")
    ]
    let rules: Set<EmptyStateLinter.Rule> = [.missingAvailabilityCheck]
    // An old LastUpgradeCheck is not the last word: this code builds with the 26 SDK or none.
    let upgraded = ResolvedSDK(generation: .sdk18, origin: "LastUpgradeCheck 1620 in TV.xcodeproj")
    let fromProject = FileLinter(rules: rules, deploymentTargets: targets, sdk: upgraded)
    #expect(fromProject.lint(Array(source.utf8), path: "V.swift").findings.isEmpty)
    // `--sdk 18` is: then both are reported.
    let told = FileLinter(
      rules: rules, deploymentTargets: targets,
      sdk: ResolvedSDK(generation: .sdk18, origin: "--sdk"))
    #expect(told.lint(Array(source.utf8), path: "V.swift").findings.map(\.line) == [4, 6])
  }

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
}
