import Foundation

/// Reads which targets of an XcodeGen `project.yml` compile which files, from each target's
/// `sources:` (and those of the `targetTemplates` it names in `templates:`).
///
/// `sources:` is a path, a list of paths, or a list of mappings with `path:` and optional
/// `excludes:` / `includes:` globs (``PathGlob``), all relative to the folder that holds the
/// `project.yml`; `${target_name}` stands for the target's name. A source whose `buildPhase:` is
/// not `sources`, or whose `type:` is `folder`, compiles nothing. A target with no `sources:`
/// compiles nothing that the file says.
///
/// ```yaml
/// targets:
///   Shop:
///     sources:
///       - Shop
///       - path: Shared
///         excludes: ["**/*Preview*.swift"]
/// ```
enum XcodeGenSourceMembership {
  /// The files each target of the parsed `project.yml` compiles.
  /// - Parameters:
  ///   - root: The parsed `project.yml`.
  ///   - projectFile: Its path, absolute and normalized.
  /// - Returns: The membership, by target name.
  static func read(_ root: YAMLNode, projectFile: String) -> SourceMembership {
    let folder = LexicalPath.folder(of: projectFile)
    var membership = SourceMembership()
    for (name, target) in root["targets"]?.children ?? [] {
      let templates = (target["templates"]?.listValues ?? []).compactMap {
        root["targetTemplates"]?[$0]
      }
      for node in (templates + [target]).compactMap({ $0["sources"] }) {
        for (path, source) in sources(in: node, target: name) {
          membership.add(source, at: LexicalPath.join(folder, path))
        }
      }
    }
    return membership
  }

  /// The compiled sources a `sources:` node lists: each path, relative to the project's folder,
  /// with what it excludes and includes.
  private static func sources(
    in node: YAMLNode, target: String
  ) -> [(String, SourceMembership.Source)] {
    let substitute = { (text: String) in
      text.replacingOccurrences(of: "${target_name}", with: target)
        .replacingOccurrences(of: "$target_name", with: target)
    }
    guard node.value == nil else {
      return node.listValues.map { (substitute($0), SourceMembership.Source(target: target)) }
    }
    return node.items.compactMap { item in
      if let path = item.value {
        // A flow mapping (`- {path: A}`) is not read.
        guard !path.hasPrefix("{") else { return nil }
        return (substitute(path), SourceMembership.Source(target: target))
      }
      guard let path = item["path"]?.value,
        item["buildPhase"].map({ $0.value == "sources" }) ?? true,
        item["type"]?.value != "folder"
      else { return nil }
      let globs = { (key: String) in
        (item[key]?.listValues ?? []).map { PathGlob(substitute($0)) }
      }
      return (
        substitute(path),
        SourceMembership.Source(
          target: target, excludes: globs("excludes"), includes: globs("includes"))
      )
    }
  }
}
