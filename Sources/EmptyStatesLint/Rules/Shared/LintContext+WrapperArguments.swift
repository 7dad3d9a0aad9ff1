extension LintContext {
  /// How callers of `wrapper` pass what its body reads as `name`: a parameter of the wrapper
  /// function, or a stored property of the wrapper view, set through one of its initializers
  /// or, when it declares none, the memberwise one. Empty when `name` is neither.
  func parameters(
    for name: String, of wrapper: Wrapper, declarations: DeclarationIndex
  ) -> [WrapperParameter] {
    var lists: [Int] = []
    switch wrapper.kind {
    case .member:
      guard case .functionBody(let keyword) = outline.roles[wrapper.body],
        let open = outline.parameterList(after: keyword)
      else { return [] }
      lists = [open]
    case .type:
      let members = declarations.variables(named: name, in: wrapper.body).filter {
        $0.body == nil
      }
      guard let member = members.first, members.count == 1 else { return [] }
      lists = declarations.initializers[wrapper.body] ?? []
      if lists.isEmpty {
        // The memberwise initializer: a `let` with a value takes no argument.
        guard let type = member.type, member.value == nil || outline.is(member.keyword, "var")
        else { return [] }
        return [WrapperParameter(label: name, position: 0, type: type)]
      }
    }
    var result: [WrapperParameter] = []
    for open in lists {
      var unlabelled = 0
      for parameter in outline.parameters(at: open) {
        if parameter.name == name {
          result.append(
            WrapperParameter(label: parameter.label, position: unlabelled, type: parameter.type))
        }
        if parameter.label == nil { unlabelled += 1 }
      }
    }
    return result
  }

  /// The value that the call at `use` passes for `parameter`, if it passes one.
  func argument(for parameter: WrapperParameter, at use: EmptyStateSite) -> Range<Int>? {
    guard let open = use.call.arguments else { return nil }
    var unlabelled = 0
    for (label, value) in outline.arguments(at: open) {
      if let expected = parameter.label {
        if label == expected { return value }
      } else if label == nil {
        if unlabelled == parameter.position { return value }
        unlabelled += 1
      }
    }
    return nil
  }
}
