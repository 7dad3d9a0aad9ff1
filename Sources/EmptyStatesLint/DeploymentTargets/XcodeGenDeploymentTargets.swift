import Foundation

/// Reads the deployment targets of an XcodeGen `project.yml`: `options: deploymentTarget:` per
/// system, and each target's `deploymentTarget:` (a version for the target's `platform:`, or
/// versions per system), which overrides the options for that target.
///
/// A small indentation-based reader (``YAMLNode``), not a YAML parser: block mappings of
/// `key: value` lines, block lists of `- …` items, `#` comments, quoted or bare scalars,
/// `[a, b]` flow lists; the text of block scalars (`script: |`) is skipped.
enum XcodeGenDeploymentTargets {
  /// The versions per system of each target, by target name; when the file has no `targets:`,
  /// one entry named after the project's `name:` holding the options.
  /// - Throws: ``DeploymentTargetReadError`` on a tab in the indentation, a line that is not
  ///   `key: value`, or a deployment target that is not a version.
  static func read(_ text: String) throws(DeploymentTargetReadError)
    -> [String: [AppleOS: OSVersion]]
  {
    try read(YAMLNode.parse(text))
  }

  /// The versions per system of each target of a parsed `project.yml`, by target name, as for
  /// its text.
  /// - Throws: ``DeploymentTargetReadError`` on a deployment target that is not a version.
  static func read(_ root: YAMLNode, including included: [YAMLNode] = [])
    throws(DeploymentTargetReadError) -> [String: [AppleOS: OSVersion]]
  {
    let options = try versions(in: root["options"]?["deploymentTarget"], platforms: nil)
    // The targets of the spec and of the specs it includes (`include:`), which XcodeGen merges.
    let targets = ([root] + included).flatMap { $0["targets"]?.children ?? [] }
    guard !targets.isEmpty else {
      // No target says which systems it builds for: the options are only defaults then, unless
      // the spec is all there is.
      guard included.isEmpty, root["include"] == nil else { return [:] }
      return options.isEmpty ? [:] : [root["name"]?.value ?? "": options]
    }
    var result: [String: [AppleOS: OSVersion]] = [:]
    for (name, target) in targets {
      let platforms = target["platform"].map { node in
        node.listValues.compactMap { AppleOS(rawValue: $0) }
      }
      let inherited = options.filter { platforms?.contains($0.key) ?? true }
      let own = try versions(in: target["deploymentTarget"], platforms: platforms)
      result[name] = inherited.merging(own) { $1 }
    }
    return result
  }

  /// The specs `root`, the spec at `path`, includes: `include: [a.yml]` or
  /// `include: [{path: a.yml}]`, relative to its folder; at most 64.
  static func includedPaths(of root: YAMLNode, at path: String) -> [String] {
    guard let include = root["include"] else { return [] }
    let folder = LexicalPath.folder(of: path)
    let listed =
      include.value.map { [$0] } ?? include.items.compactMap { $0.value ?? $0["path"]?.value }
    return listed.filter { !$0.isEmpty && !$0.hasPrefix("{") }.prefix(64).map {
      LexicalPath.join(folder, $0)
    }
  }

  private static let kind = "project.yml"

  /// The versions a `deploymentTarget:` node gives: per system when it is a mapping, or one
  /// version for each of `platforms` when it is a scalar.
  private static func versions(
    in node: YAMLNode?, platforms: [AppleOS]?
  ) throws(DeploymentTargetReadError) -> [AppleOS: OSVersion] {
    guard let node else { return [:] }
    var result: [AppleOS: OSVersion] = [:]
    if let value = node.value, !value.isEmpty {
      for os in platforms ?? [] { result[os] = try version(value) }
    }
    for (key, child) in node.children {
      guard let os = AppleOS(rawValue: key), let value = child.value else { continue }
      result[os] = try version(value)
    }
    return result
  }

  private static func version(_ text: String) throws(DeploymentTargetReadError) -> OSVersion {
    guard let version = OSVersion(text) else {
      throw DeploymentTargetReadError(
        kind: kind, reason: "deploymentTarget \"\(text)\" is not a version (write \"17.0\")")
    }
    return version
  }
}
