extension LintContext {
  /// The label of a fixed height in the `.frame(…)` whose arguments open at `open`: `height`
  /// with any value but `nil`, or `maxHeight` with a value other than `.infinity` and `nil`.
  /// A value read from a `GeometryReader`'s proxy (one of `proxies`) follows the space the view
  /// is given, so it is not fixed.
  func fixedDimension(inFrameAt open: Int, proxies: Set<String>) -> String? {
    for (label, value) in outline.arguments(at: open) {
      guard label == "height" || label == "maxHeight", !value.isEmpty else { continue }
      let text = outline.joinedText(value)
      if text == "nil" || text == ".infinity" || text == "CGFloat.infinity" { continue }
      if let first = outline.identifiers(in: value).first, proxies.contains(first) { continue }
      return label
    }
    return nil
  }

  /// The names of the `GeometryReader { proxy in … }` parameters in scope at `index`.
  func geometryProxies(around index: Int) -> Set<String> {
    var names: Set<String> = []
    for ancestor in outline.ancestors(of: index) where outline.roles[ancestor] == .closure {
      guard let owner = outline.owner(ofBracketAt: ancestor), outline.is(owner, "GeometryReader"),
        outline.kind(ancestor + 1) == .identifier, outline.isWord(ancestor + 2, "in")
      else { continue }
      names.insert(outline.name(ancestor + 1))
    }
    return names
  }
}
