extension EmptyStateLinter {
  /// The files of a run to lint again with the files that declare the models they use: each
  /// file whose loading rules looked for types that exactly one other file of the run declares,
  /// with, by type name, the index of that file.
  /// - Parameter types: Each file's ``TypeNeeds``, in the run's order.
  /// - Returns: The files to lint again, in the run's order.
  static func modelFiles(for types: [TypeNeeds]) -> [(index: Int, models: [String: Int])] {
    var declaredBy: [String: [Int]] = [:]
    for (index, needs) in types.enumerated() {
      for name in needs.declared { declaredBy[name, default: []].append(index) }
    }
    var result: [(index: Int, models: [String: Int])] = []
    for (index, needs) in types.enumerated() where !needs.wanted.isEmpty {
      var models: [String: Int] = [:]
      for name in needs.wanted {
        // A name two files declare is ambiguous; the file's own declaration was already read.
        guard let files = declaredBy[name], files.count == 1, files[0] != index else { continue }
        models[name] = files[0]
      }
      if !models.isEmpty { result.append((index, models)) }
    }
    return result
  }
}
