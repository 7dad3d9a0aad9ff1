import Testing

@testable import EmptyStatesLint

@Suite struct RowRegionsTests {
  /// The region of the `occurrence`-th `ContentUnavailableView` in `source`, described as the
  /// name of the list, "root" for a declaration's root, or "none".
  private func region(_ source: String, _ occurrence: Int = 1) -> String {
    let outline = SourceOutline(source)
    let context = LintContext(outline)
    let index = outline.index(of: "ContentUnavailableView", occurrence)
    switch context.views.regions.region(of: index) {
    case .list(let list): return outline.text(list)
    case .declaration: return "root"
    case .none: return "none"
    }
  }

  @Test func aListsContentAndItsSectionsAreRows() {
    let source = """
      var body: some View {
        List {
          Section { ContentUnavailableView("a", systemImage: "x") }
        }
        Form { VStack { ContentUnavailableView("b", systemImage: "x") } }
      }
      """
    #expect(region(source, 1) == "List")
    #expect(region(source, 2) == "Form")
  }

  @Test func modifiersAndDestinationsEndTheList() {
    let source = """
      var body: some View {
        List { Text("a") }.overlay { ContentUnavailableView("a", systemImage: "x") }
        List {
          NavigationLink(destination: ContentUnavailableView("b", systemImage: "x")) { Text("b") }
          NavigationLink { ContentUnavailableView("c", systemImage: "x") } label: { Text("c") }
          NavigationLink("Title") { ContentUnavailableView("d", systemImage: "x") }
          NavigationLink(value: 1) { ContentUnavailableView("e", systemImage: "x") }
        }
      }
      """
    #expect(region(source, 1) == "none")
    #expect(region(source, 2) == "none")
    #expect(region(source, 3) == "none")
    #expect(region(source, 4) == "none")
    #expect(region(source, 5) == "List")
  }

  @Test func aSectionWithoutAListIsTheDeclarationsRoot() {
    let source = """
      var body: some View {
        ScrollView { LazyVStack { Section { ContentUnavailableView("a", systemImage: "x") } } }
      }
      """
    #expect(region(source) == "root")
  }

  @Test func aTypeOfTheFileIsNotSwiftUIs() {
    let declared = """
      private typealias List = CardStack
      var body: some View {
        List { ContentUnavailableView("a", systemImage: "x") }
        SwiftUI.List { ContentUnavailableView("b", systemImage: "x") }
      }
      """
    #expect(region(declared, 1) == "root")
    #expect(region(declared, 2) == "List")
    let nested = """
      enum Kit { struct Form: View {} }
      var body: some View { Form { ContentUnavailableView("a", systemImage: "x") } }
      """
    #expect(region(nested) == "root")
  }
}
