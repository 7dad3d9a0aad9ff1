extension LintContext {
  /// The systems the file's availability checks name with a version: every `#available`,
  /// `#unavailable` and `@available` of the file, wherever it is.
  func namedSystems() -> AppleOS.Set {
    var named = AppleOS.Set()
    for index in 0..<outline.count where outline.kind(index + 1) == .leftParen {
      let isCheck =
        (outline.kind(index) == .poundKeyword
          && (outline.is(index, "#available") || outline.is(index, "#unavailable")))
        || (outline.isWord(index, "available") && outline.kind(index - 1) == .atSign)
      guard isCheck else { continue }
      var context = AvailabilityContext()
      readPlatforms(at: index + 1, into: &context)
      named.formUnion(context.named)
    }
    return named
  }

  /// The base names of the methods the file declares directly in extensions: `overlay` for
  /// `extension View { func overlay<V: View>(…) }`.
  func extensionMethodNames() -> Set<String> {
    var names: Set<String> = []
    for index in 0..<outline.count {
      guard case .functionBody(let keyword) = outline.roles[index], outline.is(keyword, "func"),
        let name = declaredName(after: keyword)
      else { continue }
      let container = outline.enclosing[index]
      guard container >= 0, case .typeBody(let typeKeyword) = outline.roles[container],
        outline.is(typeKeyword, "extension")
      else { continue }
      names.insert(name)
    }
    return names
  }
}
