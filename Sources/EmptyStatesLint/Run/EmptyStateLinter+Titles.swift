extension EmptyStateLinter {
  /// The `unlocalized-title` findings only the run as a whole shows: a wrapper view that one
  /// file declares, whose title is a `String` parameter, and that another file calls with
  /// literal text there; the text is shown untranslated. Reported once, at the wrapper's empty
  /// state, naming the first such caller.
  ///
  /// A type counts only where exactly one file of the run exports its name, and a file that
  /// declares the name itself does not call the exported one.
  /// - Parameter files: Each file's path, as findings name it, and what it tells the run.
  /// - Returns: The findings to add to each file, in the order of `files`.
  static func crossFileTitleFindings(_ files: [(path: String, facts: TitleFacts)]) -> [[Finding]] {
    var result = [[Finding]](repeating: [], count: files.count)
    guard files.contains(where: { !$0.facts.pending.isEmpty }) else { return result }
    var exporters: [String: Int] = [:]
    for file in files {
      for name in file.facts.exportedTypes { exporters[name, default: 0] += 1 }
    }
    for (index, file) in files.enumerated() {
      for wrapper in file.facts.pending where exporters[wrapper.typeName] == 1 {
        let caller = files.indices.lazy.compactMap { other -> (Int, TitleFacts.LiteralArgument)? in
          guard other != index,
            let argument = files[other].facts.literalArguments[wrapper.typeName]?.first(where: {
              $0.label == wrapper.label && (wrapper.label != nil || $0.position == wrapper.position)
            })
          else { return nil }
          return (other, argument)
        }.first
        guard let (other, argument) = caller else { continue }
        var finding = wrapper.finding
        finding.message = UnlocalizedTitleRule.literalCallerMessage(
          parameter: wrapper.parameterName, literal: argument.text,
          place: "\(files[other].path):\(argument.line)")
        result[index].append(finding)
      }
    }
    return result
  }
}
