extension LintContext {
  /// `unlocalized-title` for a wrapper whose title is one of its `String` parameters, where a
  /// call in the file passes literal text there (`EmptyShelf("No Books")`): that text reaches the
  /// title as a `String`, shown untranslated. Reported once, at the wrapper's empty state (where
  /// the fix, the parameter's type, is), naming the first such call, as a caller in another
  /// file is reported (``EmptyStateLinter/crossFileTitleFindings(_:)``). Callers that pass a
  /// localized value are not reported.
  func literalArgumentFindings(
    site: EmptyStateSite, title: Range<Int>, reading: LiteralTextReading
  ) -> [RuleFinding] {
    let chain = outline.memberChain(at: title)
    guard isWholeChain(title), chain.count == 1, let name = chain.first,
      let wrapper = wrapper(holding: site), let wrapperUses = uses[wrapper.body],
      !wrapperUses.isEmpty
    else { return [] }
    let parameters = parameters(for: name, of: wrapper, declarations: reading.declarations).filter {
      $0.type.count == 1 && outline.is($0.type.lowerBound, "String")
    }
    guard !parameters.isEmpty else { return [] }
    for use in wrapperUses {
      for parameter in parameters {
        guard let argument = argument(for: parameter, at: use),
          hasLiteralText(argument, reading: reading, depth: 0)
        else { continue }
        return [
          RuleFinding(
            token: site.name, rule: .unlocalizedTitle,
            message: UnlocalizedTitleRule.literalCallerMessage(
              parameter: name, literal: FileLinter.quoted(outline.spacedText(argument)),
              place: "line \(outline.location(use.name).line)"))
        ]
      }
    }
    return []
  }
}
