/// File paths joined and normalized as text, without touching the file system: what project
/// files write down ("../Shared", "Views/./List.swift") is made comparable with the paths of the
/// files linted.
enum LexicalPath {
  /// `relative` appended to `base`, normalized; `relative` itself, normalized, when it is
  /// absolute.
  ///
  /// ```swift
  /// LexicalPath.join("/p/App", "../Shared/Row.swift")  // "/p/Shared/Row.swift"
  /// ```
  static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") || base.isEmpty { return normalized(relative) }
    if relative.isEmpty { return normalized(base) }
    return normalized(base + "/" + relative)
  }

  /// `path` without empty and `.` components, each `..` taking out the component before it (a
  /// leading `..` of a relative path stays), and without a trailing slash; "." for an empty
  /// relative path.
  static func normalized(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else if component != ".." || !isAbsolute {
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// The folder that holds `path`: everything before its last `/`; "/" for a file at the root
  /// and "." for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
