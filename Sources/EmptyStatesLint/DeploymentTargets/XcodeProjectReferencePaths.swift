/// The paths of an Xcode project's files and folders, by object ID: the group tree walked once
/// from the `mainGroup`, each element's `path` joined to its enclosing group's folder as its
/// `sourceTree` says (see ``XcodeProjectSourceMembership``).
///
/// The walk keeps its own stack, so that a deep or cyclic group tree in a damaged file neither
/// overflows the call stack nor loops: each group is entered once.
struct XcodeProjectReferencePaths {
  /// The project's `objects`.
  private let objects: [String: PropertyListValue]
  /// Where `SOURCE_ROOT` paths start.
  private let projectFolder: String
  /// The absolute paths of each element reached: one for a file, a folder or a group (its
  /// folder), those of its files for a `PBXVariantGroup`.
  private var paths: [String: [String]] = [:]

  /// The paths of every element under `mainGroup`.
  /// - Parameters:
  ///   - objects: The project's `objects`.
  ///   - mainGroup: The ID of the project's `mainGroup`.
  ///   - projectFolder: The project's folder, absolute and normalized.
  init(objects: [String: PropertyListValue], mainGroup: String, projectFolder: String) {
    self.objects = objects
    self.projectFolder = projectFolder
    var stack = [(id: mainGroup, folder: projectFolder)]
    while let (id, parent) = stack.popLast() {
      guard paths[id] == nil, let object = objects[id]?.dictionary,
        let path = path(of: object, in: parent)
      else { continue }
      switch object["isa"]?.string {
      case "PBXGroup", "XCVersionGroup":
        paths[id] = [path]
        for child in (object["children"]?.strings ?? []).reversed() {
          stack.append((child, path))
        }
      case "PBXVariantGroup":
        paths[id] = (object["children"]?.strings ?? []).compactMap { child in
          objects[child]?.dictionary.flatMap { self.path(of: $0, in: path) }
        }
      case "PBXFileReference", "PBXFileSystemSynchronizedRootGroup":
        paths[id] = [path]
      default:
        break
      }
    }
  }

  /// The absolute paths of the element `id`: as the group tree places it, or, for an element
  /// outside the tree, from its `SOURCE_ROOT` or `<absolute>` path; empty when unknown.
  func resolved(_ id: String) -> [String] {
    if let known = paths[id] { return known }
    guard let object = objects[id]?.dictionary,
      let tree = object["sourceTree"]?.string, tree == "SOURCE_ROOT" || tree == "<absolute>",
      let path = path(of: object, in: projectFolder)
    else { return [] }
    return [path]
  }

  /// The absolute path of `object` inside the folder `parent`; `nil` under a tree that is no
  /// folder of the project.
  private func path(of object: [String: PropertyListValue], in parent: String) -> String? {
    let base: String
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>": base = parent
    case "SOURCE_ROOT": base = projectFolder
    case "<absolute>": base = "/"
    default: return nil
    }
    guard let own = object["path"]?.string else { return base }
    return LexicalPath.join(base, own)
  }
}
