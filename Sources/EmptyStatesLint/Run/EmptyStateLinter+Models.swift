extension EmptyStateLinter {
  /// The files of a run to lint again with the files that declare the models they use: each
  /// file whose loading rules looked for types that exactly one other file of the run declares,
  /// with, by type name, the index of that file.
  /// - Parameter types: Each file's ``TypeNeeds``, in the run's order.
  /// - Returns: The files to lint again, in the run's order.
  static func modelFiles(for types: [TypeNeeds]) -> [(index: Int, models: [String: Int])] {
    let declaring = soleDeclarations(in: types)
    var result: [(index: Int, models: [String: Int])] = []
    for (index, needs) in types.enumerated() where !needs.wanted.isEmpty {
      var models: [String: Int] = [:]
      // The file's own declaration was already read.
      for name in needs.wanted {
        guard let file = declaring[name], file != index else { continue }
        models[name] = file
      }
      if !models.isEmpty { result.append((index, models)) }
    }
    return result
  }

  /// The types exactly one file of a run declares, with the index of that file: a name two
  /// files declare is ambiguous.
  /// - Parameter types: Each file's ``TypeNeeds``, in the run's order.
  /// - Returns: The index of the file that declares each such type, by its name.
  static func soleDeclarations(in types: [TypeNeeds]) -> [String: Int] {
    var declaredBy: [String: [Int]] = [:]
    for (index, needs) in types.enumerated() {
      for name in needs.declared { declaredBy[name, default: []].append(index) }
    }
    return declaredBy.compactMapValues { $0.count == 1 ? $0[0] : nil }
  }
}
