import Testing

@testable import EmptyStatesLint

@Suite struct NameBindingTests {
  /// What `name` refers to at the `occurrence`-th `marker()` call in `source`: the kind of
  /// binding and the type or property it names.
  static func binding(of name: String, in source: String, at occurrence: Int = 1) -> String {
    let context = LintContext(source)
    let at = context.outline.index(of: "marker", occurrence)
    switch context.binding(of: name, at: at, in: context.type("Screen")) {
    case .property(_, let declaration):
      return "property \(context.outline.name(declaration.name))"
    case .unwrapped(_, let declaration):
      return "unwrapped \(context.outline.name(declaration.name))"
    case .typed(let type):
      return "typed \(type)"
    case .unknown:
      return "unknown"
    }
  }

  @Test func aPropertyOfTheType() {
    let source = "struct Screen {\n  var model: Model\n  func f() { marker() }\n}"
    #expect(Self.binding(of: "model", in: source) == "property model")
  }

  @Test func anIfLetUnwrapsAnOptionalProperty() {
    let source = """
      struct Screen {
        @State var model: Model?
        var body: some View {
          if let current = model { marker() }
          if let model { marker() }
        }
      }
      """
    #expect(Self.binding(of: "current", in: source) == "unwrapped model")
    #expect(Self.binding(of: "model", in: source, at: 2) == "unwrapped model")
  }

  @Test func aParameterShadowsTheProperty() {
    let source = """
      struct Screen {
        var model: Model
        func rows(model: OtherModel) -> some View {
          @Bindable var model = model
          marker()
        }
      }
      """
    #expect(Self.binding(of: "model", in: source) == "typed OtherModel")
  }

  @Test func aLocalMadeFromAType() {
    let source = "struct Screen {\n  func f() {\n    let board = Board(id: 1)\n    marker()\n  }\n}"
    #expect(Self.binding(of: "board", in: source) == "typed Board")
  }

  @Test func aClosureParameterOrAPatternSaysNothing() {
    let source = """
      struct Screen {
        var items: [Item]
        var state: State
        var body: some View {
          ForEach(items) { items in marker() }
          if case .loaded(let state) = state { marker() }
        }
      }
      """
    #expect(Self.binding(of: "items", in: source) == "unknown")
    #expect(Self.binding(of: "state", in: source, at: 2) == "unknown")
  }
}
