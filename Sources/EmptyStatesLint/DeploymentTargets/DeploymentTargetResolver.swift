/// Finds the deployment target of each system for `missing-availability-check`, from, in order:
/// `--deployment-target`, `Package.swift` `platforms:`, Xcode projects (`project.pbxproj`),
/// `.xcconfig` files, XcodeGen `project.yml`.
///
/// For each system the first source in that order that names it wins. Within one kind of source
/// (several targets of a project, several `.xcconfig` files), the lowest version wins, because
/// code must build for every target that compiles it; pass `targetName` to read only that
/// target's settings when the target that builds the file is known. Each result says which file
/// (and target) it came from.
enum DeploymentTargetResolver {
  /// The targets `explicit` names alone, with no project file read: where none can be read, or
  /// where there is no file system (a source linted from memory).
  static func resolve(explicit: [DeploymentTarget]) -> [AppleOS: ResolvedDeploymentTarget] {
    (try? resolve(explicit: explicit, paths: []) { _ in "" }) ?? [:]
  }

  /// The deployment target of each system that `explicit` or the files name.
  /// - Parameters:
  ///   - explicit: The `--deployment-target` values, at most one per system; each wins for its
  ///     system.
  ///   - paths: Candidate files; those whose names are no ``DeploymentTargetSourceKind`` are
  ///     ignored.
  ///   - targetName: The Xcode or XcodeGen target that builds the linted file, if known.
  ///   - read: Returns a file's contents.
  /// - Returns: Per system, its target and where it came from; systems nothing names are absent.
  /// - Throws: What `read` throws, or ``DeploymentTargetReadError`` for a file that cannot be read
  ///   as its kind.
  static func resolve(
    explicit: [DeploymentTarget], paths: [String], targetName: String? = nil,
    read: (String) throws -> String
  ) throws -> [AppleOS: ResolvedDeploymentTarget] {
    var result: [AppleOS: ResolvedDeploymentTarget] = [:]
    for target in explicit { result[target.os] = ResolvedDeploymentTarget(target: target) }
    let files = paths.sorted().compactMap { path in
      DeploymentTargetSourceKind(path: path).map { (path, $0) }
    }
    for kind in DeploymentTargetSourceKind.allCases {
      var lowest: [AppleOS: ResolvedDeploymentTarget] = [:]
      for (path, fileKind) in files where fileKind == kind {
        for (name, versions) in try targets(in: try read(path), kind: kind) {
          if let targetName, let name, name != targetName { continue }
          for (os, version) in versions
          where lowest[os].map({ version < $0.target.version }) ?? true {
            lowest[os] = ResolvedDeploymentTarget(
              target: DeploymentTarget(os, version), file: path, targetName: name)
          }
        }
      }
      result.merge(lowest) { earlier, _ in earlier }
    }
    return result
  }

  /// The versions per system in `text`, by target name (`nil` for files without targets),
  /// sorted by name so that ties resolve the same way every time.
  private static func targets(
    in text: String, kind: DeploymentTargetSourceKind
  ) throws -> [(String?, [AppleOS: OSVersion])] {
    switch kind {
    case .package: [(nil, try PackagePlatforms.read(text))]
    case .xcconfig: [(nil, try XCConfigDeploymentTargets.read(text))]
    case .xcodeProject:
      try XcodeProjectDeploymentTargets.read(text).sorted { $0.key < $1.key }.map {
        ($0.key, $0.value)
      }
    case .xcodeGen:
      try XcodeGenDeploymentTargets.read(text).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
  }
}
