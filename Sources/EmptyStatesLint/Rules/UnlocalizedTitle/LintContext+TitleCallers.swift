extension LintContext {
  /// `unlocalized-title` at the callers of a wrapper whose title is one of its `String`
  /// parameters: each call in the file that passes literal text there (`EmptyShelf("No Books")`)
  /// makes that text a `String`, shown untranslated. Callers that pass a localized value, and
  /// callers in other files, are not reported.
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
    var findings: [RuleFinding] = []
    for use in wrapperUses {
      guard
        parameters.contains(where: { parameter in
          argument(for: parameter, at: use).map {
            hasLiteralText($0, reading: reading, depth: 0)
          } ?? false
        })
      else { continue }
      findings.append(
        RuleFinding(
          token: use.name, rule: .unlocalizedTitle,
          message:
            "this literal becomes the String '\(name)' that '\(wrapper.name)' shows as its title, untranslated; make '\(name)' a LocalizedStringKey or LocalizedStringResource, or pass String(localized:)"
        ))
    }
    return findings
  }
}
