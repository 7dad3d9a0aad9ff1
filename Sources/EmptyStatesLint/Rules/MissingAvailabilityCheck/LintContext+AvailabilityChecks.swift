extension LintContext {
  /// The checks around `index`: `if #available` bodies, `guard #available` before it in each
  /// enclosing block, `if #unavailable … else`, and `@available` on enclosing declarations.
  func availabilityContext(
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
      // `@available(iOS 17, *) #Preview { … }`: the attribute covers the macro's code.
      if let macro = previewMacro(opening: open) { readAttributes(before: macro, into: &context) }
    }
  }

  /// The `#Preview` whose argument list or trailing closure opens at `open`, if it is one.
  private func previewMacro(opening open: Int) -> Int? {
    var before = open - 1
    if outline.kind(open) == .leftBrace, before >= 0, outline.kind(before) == .rightParen,
      outline.partner[before] >= 0
    {
      before = outline.partner[before] - 1
    }
    guard before >= 0, outline.is(before, "#Preview") else { return nil }
    return before
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
  func readPlatforms(at open: Int, into context: inout AvailabilityContext) {
    for (label, value) in outline.arguments(at: open) {
      guard label == nil, let first = value.first,
        let (os, isExtension) = AppleOS.checked(byPlatformName: outline.name(first))
      else {
        // `introduced: 17` after a bare system name.
        continue
      }
      if value.count == 2, let version = OSVersion(outline.text(first + 1)) {
        // `#available(iOSApplicationExtension 17, *)` refines only code built with app
        // extension restrictions; an author who writes it around an iOS 17 API builds it so
        // (else the compiler rejects the line), so it counts as the system's own check.
        context.raise(os, to: version)
      } else if value.count == 1 {
        // `@available(iOS, introduced: 17)` or `@available(iOS, unavailable)`.
        let rest = outline.arguments(at: open).drop { $0.value != value }.dropFirst()
        for (restLabel, restValue) in rest {
          if restLabel == "introduced", let version = OSVersion(outline.joinedText(restValue)) {
            context.raise(os, to: version)
          }
          // `@available(iOSApplicationExtension, unavailable)` rules out extensions, not the app.
          if restLabel == nil, outline.joinedText(restValue) == "unavailable", !isExtension {
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
        // `@available(…) package final struct`: modifiers stand between; any other word ends
        // the attributes.
        if outline.kind(index) != .atSign, outline.kind(index - 1) != .atSign,
          !SourceOutline.declarationModifiers.contains(outline.text(index))
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
