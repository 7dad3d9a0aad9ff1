extension LintContext {
  /// What the file tells the rest of the run about titles (``TitleFacts``), but for the pending
  /// findings' positions, which ``FileLinter`` completes: the wrapper views it exports whose
  /// title is a `String` parameter no caller in the file fills with literal text, and the
  /// literal text it passes to types it does not declare (previews left out).
  func titleFacts() -> (facts: TitleFacts, pending: [(token: Int, TitleFacts.Pending)]) {
    var facts = TitleFacts()
    facts.exportedTypes = exportedTypeNames()
    facts.literalArguments = literalArgumentsToOtherTypes()
    guard sites.contains(where: { $0.kind == .contentUnavailableView }) else { return (facts, []) }
    let reading = literalTextReading
    var pending: [(token: Int, TitleFacts.Pending)] = []
    for site in sites where site.kind == .contentUnavailableView && site.call.member == nil {
      guard let title = copy(of: site).title, isWholeChain(title),
        // The view type that shows it, through its members (`var content: some View`) or not.
        let typeName = enclosingTypeName(of: site.name),
        facts.exportedTypes.contains(typeName), let body = typeBodies(named: typeName).first,
        literalStringReason(title, reading: reading) == nil,
        literalArgumentFindings(site: site, title: title, reading: reading).isEmpty
      else { continue }
      let chain = outline.memberChain(at: title)
      guard chain.count == 1, let name = chain.first else { continue }
      let wrapper = Wrapper(name: typeName, kind: .type, body: body, inner: site.name)
      let parameters = parameters(for: name, of: wrapper, declarations: reading.declarations)
      // `String` or `String?`: the text shown as it is.
      guard parameters.count == 1, let parameter = parameters.first,
        outline.is(parameter.type.lowerBound, "String"),
        parameter.type.count == 1
          || (parameter.type.count == 2 && outline.is(parameter.type.lowerBound + 1, "?"))
      else { continue }
      pending.append(
        (
          site.name,
          TitleFacts.Pending(
            typeName: wrapper.name, parameterName: name, label: parameter.label,
            position: parameter.position,
            finding: EmptyStateLinter.Finding(
              file: "", line: 0, column: 0, rule: .unlocalizedTitle, message: "", code: "")
          )
        ))
    }
    return (facts, pending)
  }

  /// The calls `Name(…)` of types the file does not declare that pass a string literal with
  /// text as an argument, outside previews, by type name.
  private func literalArgumentsToOtherTypes() -> [String: [TitleFacts.LiteralArgument]] {
    let declared = declaredTypes
    var result: [String: [TitleFacts.LiteralArgument]] = [:]
    for index in 0..<outline.count
    where outline.kind(index) == .identifier && outline.startsUppercase(index)
      && outline.kind(index + 1) == .leftParen && !outline.tokens[index + 1].isAtStartOfLine
      && outline.kind(index - 1) != .period
    {
      let name = outline.name(index)
      guard !declared.contains(name), !Self.standardTypes.contains(name) else { continue }
      var unlabelled = 0
      var found: [TitleFacts.LiteralArgument] = []
      for (label, value) in outline.arguments(at: index + 1) {
        defer { if label == nil { unlabelled += 1 } }
        guard value.count == 1, outline.kind(value.lowerBound) == .stringLiteral,
          outline.text(value.lowerBound).contains(where: \.isLetter)
        else { continue }
        found.append(
          TitleFacts.LiteralArgument(
            line: outline.location(value.lowerBound).line, label: label,
            position: label == nil ? unlabelled : 0,
            text: FileLinter.quoted(outline.text(value.lowerBound))))
      }
      guard !found.isEmpty, !isInPreview(index) else { continue }
      result[name, default: []] += found
    }
    return result
  }

  /// Types of the SDK whose literal arguments are no wrapper's title.
  private static let standardTypes: Set<String> = [
    "Text", "Label", "Button", "Image", "String", "LocalizedStringKey", "Link", "Toggle",
    "Picker", "TextField", "NavigationLink", "Section", "ContentUnavailableView", "URL", "Color",
    "Font", "Logger", "UUID", "Date", "NSLocalizedString", "LocalizedStringResource",
  ]
}
