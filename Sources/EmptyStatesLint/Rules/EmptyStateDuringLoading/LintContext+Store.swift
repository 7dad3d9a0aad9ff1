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

  /// Whether the receivers of an awaited call, the names from `start` up to the call's name
  /// `call` (`AccountManager.shared.errorLogDatabase` of `….allEntries()`), name a database on
  /// the device: a `…Database` or `…DB`, or a store's context; not one in the cloud
  /// (`privateCloudDatabase`, `remoteDB`).
  func readsLocalDatabase(from start: Int, to call: Int) -> Bool {
    var local = false
    for index in start..<call where outline.kind(index) == .identifier {
      let name = outline.name(index)
      let lowered = name.lowercased()
      if ["cloud", "remote", "server", "network"].contains(where: lowered.contains)
        || name.hasPrefix("CK") || lowered.hasSuffix("api")
      {
        return false
      }
      if lowered.hasSuffix("database") || name.hasSuffix("DB") || name == "db"
        || Self.isStoreContextName(name)
      {
        local = true
      }
    }
    return local
  }

  /// Whether `name` names a store's context: `modelContext`, `context`, `viewContext`,
  /// `managedObjectContext`.
  static func isStoreContextName(_ name: String) -> Bool {
    name == "context" || name.hasSuffix("Context")
  }
}
