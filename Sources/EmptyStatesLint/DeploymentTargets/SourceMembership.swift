/// Which targets of one project file compile which files, as the project file writes it down:
/// files listed one by one, and folders whose files a target compiles but for the paths it
/// excludes.
///
/// Paths are absolute and normalized (``LexicalPath``), so that a linted file is looked up by its
/// own path: a dictionary lookup for it and for each folder that holds it.
///
/// ```swift
/// var membership = SourceMembership()
/// membership.add(.init(target: "App", excludedPaths: ["Previews"]), at: "/p/App")
/// membership.targets(compiling: "/p/App/Home.swift")          // ["App"]
/// membership.targets(compiling: "/p/App/Previews/Home.swift") // []
/// ```
struct SourceMembership: Hashable, Sendable {
  /// One file or folder that a target compiles.
  struct Source: Hashable, Sendable {
    /// The target's name, as the project file's deployment targets are keyed.
    var target: String
    /// Paths relative to the source that the target does not compile: a file, or a folder and
    /// all it holds.
    var excludedPaths: Set<String> = []
    /// Globs, relative to the source, of paths the target does not compile.
    var excludes: [PathGlob] = []
    /// Globs, relative to the source, of the only paths the target compiles; all when empty.
    var includes: [PathGlob] = []

    /// Whether the target compiles the file at `relative`, a path inside the source; "" for the
    /// source itself.
    func compiles(_ relative: Substring) -> Bool {
      guard !relative.isEmpty else { return true }
      var folderEnd = relative.startIndex
      while folderEnd < relative.endIndex {
        let end = relative[folderEnd...].firstIndex(of: "/") ?? relative.endIndex
        if excludedPaths.contains(String(relative[..<end])) { return false }
        folderEnd = end < relative.endIndex ? relative.index(after: end) : end
      }
      let path = String(relative)
      if excludes.contains(where: { $0.matchesPathOrFolder(path) }) { return false }
      return includes.isEmpty || includes.contains { $0.matchesPathOrFolder(path) }
    }
  }

  /// The sources, by their absolute path.
  private(set) var sources: [String: [Source]] = [:]

  /// Whether no target compiles anything the project file lists.
  var isEmpty: Bool { sources.isEmpty }

  /// Records that `source.target` compiles the file or folder at `path` (absolute; normalized
  /// here).
  mutating func add(_ source: Source, at path: String) {
    sources[LexicalPath.normalized(path), default: []].append(source)
  }

  /// Adds every source of `other`: another file of the same project (an included spec).
  mutating func add(_ other: SourceMembership) {
    for (path, listed) in other.sources { sources[path, default: []] += listed }
  }

  /// The targets that compile the file at `path` (absolute and normalized): those that list it,
  /// and those that list a folder holding it (the root aside) without excluding it.
  func targets(compiling path: String) -> Set<String> {
    guard !sources.isEmpty else { return [] }
    var targets: Set<String> = []
    var end = path.endIndex
    while true {
      let folder = path[..<end]
      if let found = sources[String(folder)] {
        let relative = end == path.endIndex ? path[end...] : path[path.index(after: end)...]
        for source in found where source.compiles(relative) { targets.insert(source.target) }
      }
      // The folders that hold it, up to but not including the root.
      guard let slash = folder.lastIndex(of: "/"), slash > path.startIndex else { break }
      end = slash
    }
    return targets
  }
}
