extension LintContext {
  /// The implicit members whose type the call they are an argument of tells: `.glass` in
  /// `.buttonStyle(.glass)`.
  private static let memberOwners: [String: String] = [
    "buttonStyle": "PrimitiveButtonStyle", "symbolEffect": "SymbolEffect",
    "controlSize": "ControlSize", "progressViewStyle": "ProgressViewStyle",
  ]

  /// The names of the file that use an API of the availability table, with its row, in order.
  func availabilityUses() -> [(index: Int, row: APIAvailability)] {
    let declaredTypes = Set(typeBodiesByName.keys)
    return (0..<outline.count).compactMap { index -> (Int, APIAvailability)? in
      guard outline.kind(index) == .identifier,
        let row = apiRow(at: index, declaredTypes: declaredTypes)
      else { return nil }
      return (index, row)
    }
  }

  /// The SDK the file is built with: `sdk`, unless the file's `uses` need a newer one
  /// (``builtWith(_:uses:)``); then that one, saying so. `--sdk` is never raised.
  func sdk(building uses: [(index: Int, row: APIAvailability)], given sdk: ResolvedSDK)
    -> ResolvedSDK
  {
    let generation = sdk.origin == "--sdk" ? sdk.generation : builtWith(sdk.generation, uses: uses)
    return ResolvedSDK(
      generation: generation,
      origin: generation == sdk.generation
        ? sdk.origin
        : sdk.origin.map {
          "\($0), raised by this file's code"
        })
  }

  /// The SDK the file's own code says it is built with, at least `generation`: code that uses
  /// an API only a newer SDK declares, with no `#if canImport(SwiftUI, _version:)` around it,
  /// builds only with that SDK, whatever an old `LastUpgradeCheck` says. (`--sdk` is not
  /// second-guessed.)
  private func builtWith(
    _ generation: SDKGeneration, uses: [(index: Int, row: APIAvailability)]
  ) -> SDKGeneration {
    var result = generation
    for (index, row) in uses where row.firstSDK > result {
      let builds = outline.systems[index]
      // Compiled with the older SDKs too, on some system: so the project needs the newer one.
      if AppleOS.allCases.contains(where: { builds.contains($0, with: result) }) {
        result = row.firstSDK
      }
    }
    return result
  }

  /// The row of the availability table that the name at `index` uses, if any.
  private func apiRow(at index: Int, declaredTypes: Set<String>) -> APIAvailability? {
    let range = outline.tokens[index].range.offsets
    guard
      AvailabilityTable.mayHaveRow(
        length: range.count, first: outline.source.bytes[range.lowerBound])
    else { return nil }
    let name = outline.name(index)
    guard AvailabilityTable.hasRow(writtenAs: name) else { return nil }
    let previous = index - 1
    if outline.kind(previous) == .period {
      let owner = previous - 1
      if outline.kind(owner) == .identifier, !outline.isModifier(index) {
        // `ContentUnavailableView.search`: the type's own row reports it.
        let ownerName = outline.name(owner)
        if AvailabilityTable.row(named: ownerName) != nil { return nil }
        return memberRow(named: name, owner: ownerName, at: index)
      }
      if outline.isModifier(index) {
        let call = outline.call(at: index)
        return AvailabilityTable.row(
          calling: name, as: .modifier, labels: labels(of: call),
          trailingClosures: call.closures.count)
      }
      // An implicit member: its type comes from the call it is an argument of.
      let open = outline.enclosing[index]
      guard open >= 0, outline.kind(open) == .leftParen,
        let callee = outline.owner(ofBracketAt: open),
        let owner = Self.memberOwners[outline.name(callee)]
      else { return nil }
      return memberRow(named: name, owner: owner, at: index)
    }
    if declaredTypes.contains(name) { return nil }
    if outline.kind(index + 1) == .leftParen {
      let call = outline.call(at: index)
      if let row = AvailabilityTable.row(
        calling: name, as: .initializer, labels: labels(of: call),
        trailingClosures: call.closures.count)
      {
        return row
      }
    }
    guard let row = AvailabilityTable.row(named: name), row.match == .type else { return nil }
    // A declaration's own name (`struct Table`) is not a use.
    if outline.kind(previous) == .keyword, !outline.is(previous, "return") { return nil }
    return row
  }

  /// The member row `owner.name`, called with its labels when `index` is followed by arguments.
  private func memberRow(named name: String, owner: String, at index: Int) -> APIAvailability? {
    if outline.kind(index + 1) == .leftParen {
      let call = outline.call(at: index)
      return AvailabilityTable.row(
        calling: name, as: .member, owner: owner, labels: labels(of: call),
        trailingClosures: call.closures.count)
        ?? AvailabilityTable.row(named: "\(owner).\(name)")
    }
    return AvailabilityTable.row(named: "\(owner).\(name)")
  }

  /// The argument labels of `call`, `_` for unlabelled ones.
  private func labels(of call: Call) -> [String] {
    guard let open = call.arguments else { return [] }
    return outline.arguments(at: open).map { $0.label ?? "_" }
  }
}
