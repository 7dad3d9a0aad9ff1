extension LintContext {
  /// The implicit members whose type the call they are an argument of tells: `.glass` in
  /// `.buttonStyle(.glass)`.
  private static let memberOwners: [String: String] = [
    "buttonStyle": "PrimitiveButtonStyle", "symbolEffect": "SymbolEffect",
    "controlSize": "ControlSize", "progressViewStyle": "ProgressViewStyle",
  ]

  /// `missing-availability-check`: APIs of the availability table used where the deployment
  /// target is older than the API in the SDK the file is built with and no check covers it, or
  /// that the SDK does not declare at all.
  func availabilityFindings(
    deploymentTargets: [AppleOS: ResolvedDeploymentTarget], sdk: ResolvedSDK = .assumed
  ) -> [RuleFinding] {
    guard !deploymentTargets.isEmpty else { return [] }
    let declaredTypes = Set(typeBodiesByName.keys)
    let uses = (0..<outline.count).compactMap { index -> (Int, APIAvailability)? in
      guard outline.kind(index) == .identifier,
        let row = apiRow(at: index, declaredTypes: declaredTypes)
      else { return nil }
      return (index, row)
    }
    let generation = sdk.origin == "--sdk" ? sdk.generation : builtWith(sdk.generation, uses: uses)
    let sdk = ResolvedSDK(
      generation: generation,
      origin: generation == sdk.generation
        ? sdk.origin
        : sdk.origin.map {
          "\($0), raised by this file's code"
        })
    var findings: [RuleFinding] = []
    var checked: [Int: AvailabilityContext] = [:]
    var flagged: Set<Int> = []
    for (index, row) in uses {
      // `.symbolEffect(.bounce, …)`: the call's finding already asks for the check that covers
      // its implicit member.
      let open = outline.enclosing[index]
      if outline.kind(index - 1) == .period, open >= 0,
        let callee = outline.owner(ofBracketAt: open), flagged.contains(callee)
      {
        continue
      }
      let builds = outline.systems[index]
      let context = availabilityContext(of: index, cache: &checked)
      let deployed = AppleOS.allCases.compactMap { os -> (AppleOS, ResolvedDeploymentTarget)? in
        guard let target = deploymentTargets[os], builds.contains(os, with: generation),
          !context.excluded.contains(os)
        else { return nil }
        return (os, target)
      }
      guard !deployed.isEmpty else { continue }
      if !row.isDeclared(in: generation) {
        // No `if #available` helps: the SDK has no such declaration.
        let version = row.firstSDK.swiftUIVersion.prefix(2).map(String.init).joined(separator: ".")
        flagged.insert(index)
        findings.append(
          RuleFinding(
            token: index, rule: .missingAvailabilityCheck,
            message:
              "\(row.qualifiedName) is not in \(sdk), which \(deployed.map { "\($0.1)" }.joined(separator: " and ")) is built with; "
              + "ask the SDK with #if canImport(SwiftUI, _version: \(version)) or build with Xcode \(row.firstSDK.xcode) or later"
          ))
        continue
      }
      var missing: [(AppleOS, ResolvedDeploymentTarget)] = []
      for (os, target) in deployed {
        let version = max(target.target.version, context.raised[os] ?? target.target.version)
        if !row.isAvailable(on: os, at: version, in: generation) { missing.append((os, target)) }
      }
      guard !missing.isEmpty else { continue }
      var needs = missing.compactMap { os, _ -> String? in
        guard case .introduced(let version) = row.availability(on: os, in: generation) else {
          return nil
        }
        return "\(os.rawValue) \(version)"
      }
      .joined(separator: " and ")
      let unavailable = missing.filter {
        row.availability(on: $0.0, in: generation) == .unavailable
      }
      .map(\.0.rawValue)
      if !unavailable.isEmpty {
        needs =
          (needs.isEmpty ? "" : needs + " and ") + "is unavailable on "
          + unavailable.joined(separator: " and ")
        if !needs.hasPrefix("is ") { needs = "needs " + needs }
      } else {
        needs = "needs " + needs
      }
      let targets = missing.map { "\($0.1)" }
      let checks = missing.compactMap { os, _ -> String? in
        guard case .introduced(let version) = row.availability(on: os, in: generation) else {
          return nil
        }
        return "\(os.rawValue) \(version)"
      }
      let fix =
        checks.isEmpty
        ? "leave it out of this system's build with #if os(…)"
        : "wrap it in if #available(\((checks + ["*"]).joined(separator: ", "))) or mark the declaration @available"
      flagged.insert(index)
      findings.append(
        RuleFinding(
          token: index, rule: .missingAvailabilityCheck,
          message:
            "\(row.qualifiedName) \(needs) in \(sdk), but the deployment target is \(targets.joined(separator: " and ")); \(fix)"
        ))
    }
    return findings
  }

  /// The SDK the file's own code says it is built with, at least `generation`: code that uses
  /// an API only a newer SDK declares, with no `#if canImport(SwiftUI, _version:)` around it,
  /// builds only with that SDK, whatever an old `LastUpgradeCheck` says. (`--sdk` is not
  /// second-guessed.)
  private func builtWith(
    _ generation: SDKGeneration, uses: [(Int, APIAvailability)]
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

  /// The checks around `index`: `if #available` bodies, `guard #available` before it in each
  /// enclosing block, `if #unavailable … else`, and `@available` on enclosing declarations.
  private func availabilityContext(
    of index: Int, cache: inout [Int: AvailabilityContext]
  ) -> AvailabilityContext {
    // Contexts are cached per enclosing bracket; guards before `index` in its own block are
    // added on top.
    var context = AvailabilityContext()
    var position = index
    var path: [Int] = []
    for ancestor in outline.ancestors(of: index) {
      if let known = cache[ancestor] {
        context = known
        break
      }
      path.append(ancestor)
    }
    for ancestor in path.reversed() {
      apply(checksOf: ancestor, to: &context)
      cache[ancestor] = context
    }
    // A declaration's signature (`init(_ title: LocalizedStringResource)`) is covered by the
    // declaration's own `@available`.
    if let keyword = declarationKeyword(heading: index) {
      readAttributes(before: keyword, into: &context)
    }
    // `guard #available(…) else { return }` before `index`, in each enclosing block.
    for ancestor in outline.ancestors(of: index) {
      applyGuards(before: position, inBlockAt: ancestor, to: &context)
      position = ancestor
    }
    return context
  }

  /// The keyword of the declaration whose signature holds `index` (`init` for a parameter's
  /// type, `var` for a stored property's), if it is in one.
  private func declarationKeyword(heading index: Int) -> Int? {
    var start = index
    while outline.enclosing[start] >= 0, outline.kind(outline.enclosing[start]) != .leftBrace {
      start = outline.enclosing[start]
    }
    var previous = start - 1
    let limit = max(0, start - 200)
    while previous >= limit {
      if outline.enclosing[previous] == outline.enclosing[start] {
        switch outline.kind(previous) {
        case .leftBrace, .rightBrace, .semicolon: return nil
        case .keyword:
          if ["func", "init", "var", "let", "subscript", "case", "typealias"].contains(
            outline.text(previous))
          {
            return previous
          }
        case .operator where outline.is(previous, "="):
          return nil
        default: break
        }
      }
      if outline.kind(previous) == .rightParen || outline.kind(previous) == .rightBracket,
        outline.partner[previous] >= 0
      {
        previous = outline.partner[previous]
      }
      previous -= 1
    }
    return nil
  }

  /// Adds what the bracket at `open` checks for the code inside it.
  private func apply(checksOf open: Int, to context: inout AvailabilityContext) {
    switch outline.roles[open] {
    case .ifBody(let keyword):
      read(availabilityIn: keyword + 1..<open, unavailable: false, into: &context)
    case .elseBody(let keyword):
      if outline.kind(keyword - 1) == .rightBrace, outline.partner[keyword - 1] >= 0,
        case .ifBody(let ifKeyword) = outline.roles[outline.partner[keyword - 1]]
      {
        read(
          availabilityIn: ifKeyword + 1..<outline.partner[keyword - 1], unavailable: true,
          into: &context)
      }
    case .typeBody(let keyword), .functionBody(let keyword), .propertyBody(let keyword):
      readAttributes(before: keyword, into: &context)
    default:
      break
    }
  }

  /// Reads `#available(…)` (or, in an `else`, `#unavailable(…)`) in a condition.
  private func read(
    availabilityIn range: Range<Int>, unavailable: Bool, into context: inout AvailabilityContext
  ) {
    for index in range where outline.kind(index) == .poundKeyword {
      let isCheck =
        unavailable ? outline.is(index, "#unavailable") : outline.is(index, "#available")
      guard isCheck, outline.kind(index + 1) == .leftParen else { continue }
      readPlatforms(at: index + 1, into: &context)
    }
  }

  /// Reads a platform list, `(iOS 17, macOS 14.0, *)` or `@available`'s
  /// `(iOS, introduced: 17)` and `(watchOS, unavailable)`.
  private func readPlatforms(at open: Int, into context: inout AvailabilityContext) {
    for (label, value) in outline.arguments(at: open) {
      guard label == nil, let first = value.first,
        let os = AppleOS.allCases.first(where: { $0.rawValue == outline.name(first) })
      else {
        // `introduced: 17` after a bare system name.
        continue
      }
      if value.count == 2, let version = OSVersion(outline.text(first + 1)) {
        context.raise(os, to: version)
      } else if value.count == 1 {
        // `@available(iOS, introduced: 17)` or `@available(iOS, unavailable)`.
        let rest = outline.arguments(at: open).drop { $0.value != value }.dropFirst()
        for (restLabel, restValue) in rest {
          if restLabel == "introduced", let version = OSVersion(outline.joinedText(restValue)) {
            context.raise(os, to: version)
          }
          if restLabel == nil, outline.joinedText(restValue) == "unavailable" {
            context.excluded.insert(AppleOS.Set(os))
          }
        }
      }
    }
  }

  /// Reads the `@available(…)` attributes before the declaration keyword at `keyword`.
  private func readAttributes(before keyword: Int, into context: inout AvailabilityContext) {
    var index = keyword - 1
    while index >= 0 {
      if outline.kind(index) == .rightParen, outline.partner[index] > 0 {
        let open = outline.partner[index]
        if outline.is(open - 1, "available"), outline.kind(open - 2) == .atSign {
          readPlatforms(at: open, into: &context)
        }
        index = open - 1
      } else if outline.kind(index) == .identifier || outline.kind(index) == .keyword
        || outline.kind(index) == .atSign
      {
        if outline.kind(index) == .keyword,
          !["private", "public", "fileprivate", "internal", "static", "class", "open"].contains(
            outline.text(index))
        {
          return
        }
        if outline.kind(index) == .identifier, outline.kind(index - 1) != .atSign,
          !["final", "nonisolated", "override", "mutating", "nonmutating", "dynamic", "lazy"]
            .contains(outline.text(index))
        {
          return
        }
        index -= 1
      } else {
        return
      }
    }
  }

  /// Adds `guard #available(…) else { … }` statements before `position` in the block at `open`.
  private func applyGuards(
    before position: Int, inBlockAt open: Int, to context: inout AvailabilityContext
  ) {
    guard outline.kind(open) == .leftBrace else { return }
    var index = open + 1
    while index < position {
      if outline.enclosing[index] == open, outline.isWord(index, "guard") {
        var end = index + 1
        while end < position, !(outline.kind(end) == .leftBrace && outline.enclosing[end] == open) {
          end += 1
        }
        read(availabilityIn: index + 1..<end, unavailable: false, into: &context)
      }
      if outline.kind(index) == .leftParen || outline.kind(index) == .leftBracket
        || outline.kind(index) == .leftBrace
      {
        guard outline.partner[index] >= 0, outline.partner[index] < position else { break }
        index = outline.partner[index] + 1
      } else {
        index += 1
      }
    }
  }
}
