import Testing

@testable import EmptyStatesLint

@Suite struct LoadFlowReaderTests {
  /// The events of the first `.task` closure of the type `View` in `source`, as text.
  static func events(ofTaskIn source: String) -> [String] {
    let context = LintContext(source)
    let view = context.type("View")
    let open = context.outline.index(of: "task") + 1
    var reader = LoadFlowReader(home: context)
    reader.read(open, of: view)
    return reader.events.map { event in
      switch event {
      case .suspension:
        return "await"
      case .assignment(
        let property, let flag, let deferred, let afterSuspension, let inTask, let clears,
        let conditional):
        let value = flag.map { " = \($0)" } ?? ""
        return "\(property.owner).\(property.name)\(value)"
          + (deferred ? " later" : "") + (afterSuspension ? " after await" : "")
          + (inTask ? " in a task" : "") + (clears ? " clears" : "")
          + (conditional ? " on some ways" : "")
      case .storeInsertion(let deferred):
        return "insert" + (deferred ? " later" : "")
      case .requiresData(let required):
        return "requires "
          + required.map { "\($0.owner).\($0.name)" }.sorted().joined(separator: ", ")
      }
    }
  }

  @Test func aFlagRaisedBeforeTheWaitAndDataFilledAfterIt() {
    let source = """
      struct View {
        @State var items: [String] = []
        @State var isLoading = false
        var body: some View {
          List().task {
            isLoading = true
            items = await Store.items()
            isLoading = false
          }
        }
      }
      """
    #expect(
      Self.events(ofTaskIn: source) == [
        "View.isLoading = true", "View.items later after await", "await",
        "View.isLoading = false later after await clears",
      ])
  }

  @Test func anEmptyValueClearsAndABranchRunsOnSomeWaysOnly() {
    let source = """
      struct View {
        @State var items: [String] = []
        @State var note = ""
        var body: some View {
          List().task {
            items = []
            if let cached = Cache.items() {
              items = cached
            }
            guard Session.isActive else {
              note = "signed out"
              return
            }
            note = Cache.note()
            refresh()
          }
        }
        func refresh() { items.append("new") }
      }
      """
    #expect(
      Self.events(ofTaskIn: source) == [
        "View.items clears", "View.items on some ways", "View.note on some ways", "View.note",
        "View.items",
      ])
  }

  @Test func aGuardOnTheDataBeingThereComesFirst() {
    let source = """
      struct View {
        @State var items: [String] = []
        var body: some View {
          List().task {
            guard !items.isEmpty, Session.isActive else { return }
            items = await Store.refresh(items)
          }
        }
      }
      """
    #expect(
      Self.events(ofTaskIn: source) == [
        "requires View.items", "View.items later after await", "await",
      ])
  }

  @Test func aMethodCalledFromABranchRunsOnSomeWaysOnly() {
    let source = """
      struct View {
        @State var items: [String] = []
        var body: some View {
          List().task {
            if Settings.usesCache { restore() }
            items = await Store.items()
          }
        }
        func restore() { items = Cache.items() }
      }
      """
    #expect(
      Self.events(ofTaskIn: source) == [
        "View.items on some ways", "View.items later after await", "await",
      ])
  }

  @Test func callsAreFollowedIntoTheViewAndItsModel() {
    let source = """
      final class Model {
        var rows: [String] = []
        func start() { Task { rows = await Store.items() } }
      }
      struct View {
        @State var model = Model()
        var body: some View {
          List().task { prepare() }
        }
        func prepare() { model.start() }
      }
      """
    // The assignment runs in a task the load starts: so noted, for rows of a store.
    #expect(
      Self.events(ofTaskIn: source) == ["Model.rows later after await in a task", "await"])
  }

  @Test func aProtocolsDefaultAndAPropertysObserverAreFollowed() {
    let source = """
      protocol Screen { func configure() }
      extension Screen {
        func configure() { model.resolver = 1 }
      }
      class Base {
        var resolver: Int? { didSet { subscribe() } }
        func subscribe() {}
      }
      final class Model: Base {
        var rows: [String] = []
        override func subscribe() { Task { rows = await Store.items() } }
      }
      struct View: Screen {
        @State var model = Model()
        var body: some View {
          List().task { configure() }
        }
      }
      """
    #expect(
      Self.events(ofTaskIn: source) == [
        "Model.resolver", "Model.rows later after await in a task", "await",
      ])
  }

  @Test func rowsInsertedIntoAStoreAfterTheWait() {
    let source = """
      struct View {
        @Environment(\\.modelContext) var modelContext
        var body: some View {
          List().task {
            modelContext.insert(Draft())
            let remote = await Store.items()
            for item in remote { modelContext.insert(item) }
            _ = Shelf(context: modelContext)
            cache.insert(item)
          }
        }
      }
      """
    // The first insertion runs as the load starts; a set's `insert` is no store's.
    #expect(Self.events(ofTaskIn: source) == ["insert", "await", "insert later", "insert later"])
  }

  @Test func aLoadUnderAConditionTheStartValueMakesFalseDoesNotRunOnAppear() {
    let source = """
      struct View {
        @State var posts: [String]? = []
        @State var drafts: [String]?
        var body: some View {
          List().task {
            if posts == nil { posts = await Store.items() }
            if drafts == nil { drafts = await Store.items() }
          }
        }
      }
      """
    #expect(
      Self.events(ofTaskIn: source) == ["View.drafts later after await on some ways", "await"])
  }

  @Test func aDebouncedLoadRaisesItsFlagAfterTheSleep() {
    let source = """
      struct View {
        @State var results: [String] = []
        @State var isSearching = false
        var body: some View {
          List().task {
            try? await Task.sleep(for: .milliseconds(300))
            await search()
          }
        }
        func search() async {
          isSearching = true
          defer { isSearching = false }
          results = await Store.items()
        }
      }
      """
    #expect(
      Self.events(ofTaskIn: source) == [
        "await", "View.isSearching = true later after await", "View.results later after await",
        "View.isSearching = false later after await clears",
      ])
  }

  @Test func aSynchronousFetchAndAnAnimationAreNotLater() {
    let source = """
      struct View {
        @State var rows: [String] = []
        var body: some View {
          List().task {
            withAnimation { rows = Cache.rows() }
            rows.append(contentsOf: Cache.more())
          }
        }
      }
      """
    #expect(Self.events(ofTaskIn: source) == ["View.rows", "View.rows"])
  }

  @Test func aCompletionHandlerRunsLater() {
    let source = """
      struct View {
        @State var events: [String] = []
        var body: some View {
          List().task {
            Calendar.requestAccess { granted in
              events = Calendar.events()
            }
          }
        }
      }
      """
    #expect(Self.events(ofTaskIn: source) == ["View.events later after await"])
  }

  @Test func aMethodThatCallsItselfIsReadOnce() {
    let source = """
      struct View {
        @State var page: [String] = []
        var body: some View {
          List().task { await more() }
        }
        func more() async {
          page += await Store.items()
          await more()
        }
      }
      """
    #expect(Self.events(ofTaskIn: source) == ["View.page later after await", "await"])
  }
}
