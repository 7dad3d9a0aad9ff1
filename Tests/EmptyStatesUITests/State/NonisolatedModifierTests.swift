import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

@Suite struct NonisolatedModifierTests {
  /// Builds a list with an empty-state overlay outside the main actor, which compiles in Swift 6
  /// only because the `emptyState` modifiers are nonisolated, as Apple's modifiers are.
  nonisolated static func notes(isEmpty: Bool, presentation: Presentation) -> some View {
    List([String](), id: \.self) { Text($0) }
      .emptyState(isPresented: isEmpty) { Text("No Notes") }
      .emptyState(presentation)
      .emptyState(for: LoadState<[String]>.loaded([]), query: "bryce", matchCount: 0)
  }

  @Test func emptyStateModifiersWorkWhenBuiltOffTheMainActor() async {
    nonisolated(unsafe) let empty = Self.notes(isEmpty: true, presentation: .content)
    nonisolated(unsafe) let full = Self.notes(isEmpty: false, presentation: .content)
    let texts = await MainActor.run { (_inspect(empty).texts, _inspect(full).texts) }
    #expect(texts.0.contains("No Notes"))
    #expect(!texts.1.contains("No Notes"))
    #expect(texts.1.contains { $0.contains("bryce") })
  }
}
