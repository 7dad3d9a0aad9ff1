extension LintContext {
  /// Whether the condition `tokens` of an `if` in code of `type` is false when `type` has just
  /// been made: `items == nil` or `self.items == nil` where `items` starts with a value that is
  /// not `nil` (`= []`). A load under it does not run when the view first appears.
  func isFalseOnFirstAppearance(_ tokens: Range<Int>, in type: TypeDeclaration) -> Bool {
    var index = tokens.lowerBound
    if outline.isWord(index, "self"), outline.kind(index + 1) == .period { index += 2 }
    guard outline.kind(index) == .identifier, index + 3 == tokens.upperBound,
      outline.kind(index + 1) == .operator, outline.is(index + 1, "=="),
      outline.isWord(index + 2, "nil"),
      let token = type.members.properties[outline.name(index)]
    else { return false }
    let declaration = propertyDeclaration(at: token)
    guard declaration.body == nil, let value = declaration.value,
      !(value.count == 1 && outline.isWord(value.lowerBound, "nil"))
    else { return false }
    // Given a value by an initializer, it may start `nil` after all.
    return !type.members.initializers.contains { initializer in
      let close = outline.close(of: initializer)
      return (initializer + 1..<close).contains {
        outline.kind($0) == .identifier
          && (outline.name($0) == outline.name(index)
            || outline.name($0) == "_" + outline.name(index))
          && outline.is($0 + 1, "=")
      }
    }
  }
}
