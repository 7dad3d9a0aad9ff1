extension SourceOutline {
  /// The code tokens of `source` and the builds (systems and SDKs) each compiles in: comments are
  /// dropped, and so are `#if`/`#elseif`/`#else`/`#endif` with the rest of their line.
  static func codeTokens(of source: LexedSource) -> ([Token], [BuildSet]) {
    /// One `#if` being read: the builds around it, and where an earlier branch must hold.
    struct Frame {
      var outer: BuildSet
      var taken: BuildSet
    }
    var tokens: [Token] = []
    var systems: [BuildSet] = []
    tokens.reserveCapacity(source.tokens.count)
    systems.reserveCapacity(source.tokens.count)
    var frames: [Frame] = []
    var current = BuildSet.all
    var index = 0
    let all = source.tokens
    while index < all.count {
      let token = all[index]
      if token.kind.isComment {
        index += 1
        continue
      }
      guard token.kind == .conditionalDirective else {
        tokens.append(token)
        systems.append(current)
        index += 1
        continue
      }
      let directive = source.text(of: token)
      var words: [String] = []
      index += 1
      while index < all.count, !all[index].isAtStartOfLine {
        if !all[index].kind.isComment { words.append(source.text(of: all[index])) }
        index += 1
      }
      switch directive {
      case "#if":
        let condition = CompilationCondition(words)
        frames.append(Frame(outer: current, taken: condition.must))
        current = current.intersection(condition.may)
      case "#elseif":
        guard var frame = frames.popLast() else { continue }
        let condition = CompilationCondition(words)
        current = frame.outer.intersection(condition.may).subtracting(frame.taken)
        frame.taken.formUnion(condition.must)
        frames.append(frame)
      case "#else":
        guard let frame = frames.last else { continue }
        current = frame.outer.subtracting(frame.taken)
      default:  // #endif
        guard let frame = frames.popLast() else { continue }
        current = frame.outer
      }
    }
    return (tokens, systems)
  }
}
