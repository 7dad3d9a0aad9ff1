import Testing

@testable import EmptyStatesLint

@Suite struct PropertyStartTests {
  static let source = """
    struct Screen: View {
      @State private var items: [String] = []
      @State private var names = [String]()
      @State private var query = ""
      @State private var selection: String?
      @State private var count = 3
      @Query(sort: \\Trip.date) private var trips: [Trip]
      @Binding var document: Document
      let tags: [String]
      var filtered: [String] { items.filter { !$0.isEmpty } }
    }
    final class Model {
      var rows: [Row]?
      var seeded: [Row] = []
      init(seed: [Row]) { seeded = seed }
    }
    struct Wrapper {
      var rows: [Row]?
    }
    final class Shelf {
      var notes: [Note] = []
      var drafts: Set<Draft> = []
      var pinned: [Pin] = []
      var byTitle: [String: Note] = [:]
    }
    @Model public final class Note { var title = "" }
    final class Draft: NSManagedObject {}
    final class Pin { var title = "" }
    """

  @Test(arguments: [
    ("items", "Screen", PropertyStart.empty), ("names", "Screen", .empty),
    ("query", "Screen", .empty), ("selection", "Screen", .empty), ("count", "Screen", .value),
    ("trips", "Screen", .local), ("document", "Screen", .given), ("tags", "Screen", .given),
    ("rows", "Model", .empty), ("seeded", "Model", .given), ("rows", "Wrapper", .given),
    // Rows of a store the file declares: a SwiftData model, a Core Data object; not a plain
    // class, and not a dictionary keyed by something else.
    ("notes", "Shelf", .local), ("drafts", "Shelf", .local), ("pinned", "Shelf", .empty),
    ("byTitle", "Shelf", .empty),
  ])
  func propertiesStartAsTheirDeclarationsSay(name: String, type: String, start: PropertyStart) {
    #expect(LintContext(Self.source).start(of: name, in: type) == start)
  }

  @Test func aComputedPropertyStartsFromItsBody() {
    guard case .computed = LintContext(Self.source).start(of: "filtered", in: "Screen") else {
      Issue.record("not read as computed")
      return
    }
  }

  @Test(arguments: [
    ("@StateObject private var model = FeedModel()", "FeedModel"),
    ("@State private var model: FeedModel?", "FeedModel"),
    ("@Environment(FeedModel.self) private var model", "FeedModel"),
    ("@StateObject private var model = StateObject(wrappedValue: FeedModel())", "FeedModel"),
    ("@ObservedObject var model: any FeedModel", "FeedModel"),
    ("@State private var model: [FeedModel] = []", nil),
  ])
  func theTypeOfAPropertyIsReadFromItsDeclaration(declaration: String, type: String?) {
    let context = LintContext("struct Screen {\n  \(declaration)\n}")
    let token = context.type("Screen").members.properties["model"]
    #expect(token.map { context.typeName(of: context.propertyDeclaration(at: $0)) } == type)
  }
}
