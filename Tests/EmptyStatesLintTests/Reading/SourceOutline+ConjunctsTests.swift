import Testing

@testable import EmptyStatesLint

@Suite struct SourceOutlineConjunctsTests {
  /// The emptiness each fact of the first `if`'s condition states, as "subject empty|nonempty".
  private func emptiness(_ condition: String, holds: Bool = true) -> [String] {
    let outline = SourceOutline("if \(condition) { X() }")
    let brace = outline.index(of: "{")
    let path = PathCondition(kind: .if, tokens: 1..<brace, holds: holds)
    return outline.facts(of: path).compactMap { fact in
      outline.emptiness(fact).map {
        "\(outline.joinedText($0.subject)) \($0.isEmpty ? "empty" : "nonempty")"
      }
    }
  }

  @Test func theFormsOfAnEmptinessTest() {
    #expect(emptiness("items.isEmpty") == ["items empty"])
    #expect(emptiness("!items.isEmpty") == ["items nonempty"])
    #expect(emptiness("items.isEmpty == false") == ["items nonempty"])
    #expect(emptiness("model.items.count == 0") == ["model.items empty"])
    #expect(emptiness("items.count > 0") == ["items nonempty"])
    #expect(emptiness("items == []") == ["items empty"])
    #expect(emptiness("query != \"\"") == ["query nonempty"])
    #expect(emptiness("!query.trimmingCharacters(in: .whitespaces).isEmpty") == ["query nonempty"])
    #expect(emptiness("items.count") == [])
    #expect(emptiness("items.count > 3") == [])
  }

  @Test func anOptionalsEmptinessAndACountKeptByName() {
    #expect(emptiness("posts?.isEmpty ?? true") == ["posts? empty"])
    #expect(emptiness("!(posts?.isEmpty ?? true)") == ["posts? nonempty"])
    #expect(emptiness("(posts?.count ?? 0) > 0") == ["posts? nonempty"])
    #expect(emptiness("posts?.count ?? 0 == 0") == ["posts? empty"])
    #expect(emptiness("(posts ?? []).isEmpty") == ["posts empty"])
    #expect(emptiness("locationsCount == 0") == ["locationsCount empty"])
    #expect(emptiness("store.unreadCount > 0") == ["store.unreadCount nonempty"])
    // Not a count of anything, and not a coalesced emptiness.
    #expect(emptiness("retries == 0") == [])
    #expect(emptiness("posts ?? fallback") == [])
    #expect(emptiness("(posts ?? other).isEmpty") == ["(posts??other) empty"])
  }

  @Test func conjunctionsAndElseBranches() {
    #expect(emptiness("!isLoading && items.isEmpty, ok") == ["items empty"])
    #expect(emptiness("items.isEmpty", holds: false) == ["items nonempty"])
    #expect(emptiness("a.isEmpty || b.isEmpty", holds: false) == ["a nonempty", "b nonempty"])
    // `!(a && b)` says nothing certain about either.
    #expect(emptiness("a.isEmpty && b.isEmpty", holds: false) == [])
  }
}
