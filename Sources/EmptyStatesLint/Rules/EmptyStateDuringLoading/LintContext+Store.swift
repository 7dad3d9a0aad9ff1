extension LintContext {
  /// Whether the name `index` inserts rows into a local store: `modelContext.insert(item)`,
  /// `context.insert(…)` (SwiftData), `Item(context: viewContext)` (Core Data).
  func insertsIntoStore(at index: Int) -> Bool {
    guard outline.kind(index + 1) == .leftParen else { return false }
    if outline.isWord(index, "insert"), outline.kind(index - 1) == .period,
      outline.kind(index - 2) == .identifier
    {
      return Self.isStoreContextName(outline.name(index - 2))
    }
    return outline.startsUppercase(index) && outline.kind(index - 1) != .period
      && outline.isWord(index + 2, "context") && outline.kind(index + 3) == .colon
  }

  /// Whether the block at `open` (a computed property's body) reads rows from a local store:
  /// `modelContext.fetch(descriptor)`, `try? context.fetchCount(…)`.
  func fetchesFromStore(inBlockAt open: Int) -> Bool {
    let close = outline.close(of: open)
    for index in open + 1..<close
    where outline.isWord(index, "fetch") || outline.isWord(index, "fetchCount") {
      guard outline.kind(index + 1) == .leftParen, outline.kind(index - 1) == .period,
        outline.kind(index - 2) == .identifier
      else { continue }
      if Self.isStoreContextName(outline.name(index - 2)) { return true }
    }
    return false
  }

  /// Whether `name` names a store's context: `modelContext`, `context`, `viewContext`,
  /// `managedObjectContext`.
  static func isStoreContextName(_ name: String) -> Bool {
    name == "context" || name.hasSuffix("Context")
  }
}
