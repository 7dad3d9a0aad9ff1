import Testing

@testable import EmptyStatesLint

/// `empty-state-during-loading` (``EmptyStateDuringLoadingRule``); what it reads with is tested
/// in `EmptyStateDuringLoading/` and `Shared/Loading/`.
@Suite struct EmptyStateDuringLoadingRuleTests {
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

  /// A feed whose empty state, chosen by `posts.isEmpty` while the task loads `posts`, has the
  /// title `title`.
  private static func feed(title: String) -> String {
    """
    struct Feed: View {
      @State private var posts: [Post] = []
      var body: some View {
        List(posts) { PostRow(post: $0) }
          .overlay {
            if posts.isEmpty {
              ContentUnavailableView("\(title)", systemImage: "hourglass")
            }
          }
          .task { posts = await Post.load() }
      }
    }
    """
  }

  @Test func aLoadingScreenIsLeftToEmptyStateAsLoadingWhetherItIsAskedForOrNot() {
    let loading = Self.feed(title: "Loading…")
    #expect(Linted.findings(in: loading) == [Linted(7, 11, .emptyStateAsLoading)])
    #expect(Linted.findings(in: loading, rules: [.emptyStateDuringLoading]) == [])
    #expect(
      Linted.findings(in: loading, rules: [.emptyStateAsLoading])
        == [Linted(7, 11, .emptyStateAsLoading)])
    // The same empty state saying there are no posts flashes while they load.
    #expect(
      Linted.findings(in: Self.feed(title: "No Posts"), rules: [.emptyStateDuringLoading])
        == [Linted(7, 11, .emptyStateDuringLoading)])
  }
}
