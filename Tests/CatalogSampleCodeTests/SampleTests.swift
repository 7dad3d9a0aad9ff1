import Testing

@testable import catalog_sample_code

@Suite struct SampleTests {
  static let sample = """
    import SwiftUI

    /// A page.
    struct NotesSample: CatalogSample {
      var count = 0

      var body: some View {
        VStack {
          Text("No \\"Notes\\"")

          Text(verbatim: "\\(count)")
        }
      }

      func html(locale: Locale) -> String {
        let renderer = HTMLRenderer(headingLevel: .h2)
        return renderer.render(.empty, localizer: EmptyStateLocalizer(locale: locale))
      }

      #if canImport(UIKit) && !os(watchOS)
        func uiKit() -> EmptyStateContentView {
          EmptyStateContentView(.empty) { action in
            if action.id == .retry { await reload() }
          }
        }
      #endif
    }

    """

  @Test func readsEachMembersBodyWithoutItsIndentation() throws {
    let sample = try Sample(text: Self.sample, file: "NotesSample.swift")
    #expect(sample.typeName == "NotesSample")
    #expect(
      sample.swiftUI == """
        VStack {
          Text("No \\"Notes\\"")

          Text(verbatim: "\\(count)")
        }
        """)
    #expect(
      sample.html == """
        let renderer = HTMLRenderer(headingLevel: .h2)
        return renderer.render(.empty, localizer: EmptyStateLocalizer(locale: locale))
        """)
    #expect(
      sample.uiKit == """
        EmptyStateContentView(.empty) { action in
          if action.id == .retry { await reload() }
        }
        """)
  }

  @Test func constantIsNamedAfterTheSampleAndHoldsItsCodeAsLiterals() throws {
    let sample = try Sample(text: Self.sample, file: "NotesSample.swift")
    let declaration = SampleCodeTool.declaration(of: sample)
    #expect(declaration.contains("static let notes = CatalogCode("))
    #expect(declaration.contains(#"sample: "NotesSample","#))
    #expect(
      declaration.contains(
        #"swiftUI: "VStack {\n  Text(\"No \\\"Notes\\\"\")\n\n  Text(verbatim: \"\\(count)\")\n}","#
      ))
    #expect(
      declaration.contains(
        #"uiKit: "EmptyStateContentView(.empty) { action in\n  if action.id == .retry { await reload() }\n}")"#
      ))
  }

  @Test(arguments: [
    ("struct NotesSample: CatalogSample {", "enum NotesSample {", "no `struct …Sample"),
    ("var body: some View {", "var body: Never {", "no line `  var body: some View {`"),
    ("func html(locale: Locale) -> String {", "func html() -> String {", "no line `  func html("),
    (
      "func uiKit() -> EmptyStateContentView {", "func uiKit() -> UIView {",
      "no line `    func uiKit("
    ),
    ("    }\n  #endif", "  #endif", "`    func uiKit() -> EmptyStateContentView {` has no body"),
  ])
  func aMissingPartIsAnErrorNamingTheFileAndThePart(
    present: String, replacement: String, message: String
  ) {
    let text = Self.sample.replacing(present, with: replacement)
    #expect(text != Self.sample)
    #expect {
      try Sample(text: text, file: "NotesSample.swift")
    } throws: { error in
      String(describing: error).hasPrefix("NotesSample.swift: \(message)")
    }
  }

  @Test func aLineOutsideTheBodysIndentationIsAnError() {
    let text = Self.sample.replacing("      Text(verbatim:", with: "  Text(verbatim:")
    #expect(text != Self.sample)
    #expect {
      try Sample(text: text, file: "NotesSample.swift")
    } throws: { error in
      String(describing: error).hasSuffix(
        #"is indented less than its body:   Text(verbatim: "\(count)")"#)
    }
  }
}
