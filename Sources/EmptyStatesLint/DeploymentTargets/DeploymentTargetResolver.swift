import Foundation

/// Finds the deployment target of each system for `missing-availability-check`, from, in order:
/// `--deployment-target`, `Package.swift` `platforms:`, Xcode projects (`project.pbxproj`),
/// `.xcconfig` files, XcodeGen `project.yml`.
///
/// For each system the first source in that order that names it wins. Within one kind of source
/// (several targets of a project, several `.xcconfig` files), the lowest version wins among the
/// targets that compile the file, as the project files list them; when none lists it, among all
/// targets, because code must build for every target that may compile it (see
/// ``ProjectDeploymentTargets``). Each result says which file (and target) it came from.
enum DeploymentTargetResolver {
  /// The targets `explicit` names alone, with no project file read: where none can be read, or
  /// where there is no file system (a source linted from memory).
  static func resolve(explicit: [DeploymentTarget]) -> [AppleOS: ResolvedDeploymentTarget] {
    ProjectDeploymentTargets(explicit: explicit).forUnlistedFiles
  }

  /// The deployment target of each system that `explicit` or the files name, for a file that no
  /// project file lists, or for the target `targetName`.
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
    let project = try projectTargets(explicit: explicit, paths: paths, read: read)
    guard let targetName else { return project.forUnlistedFiles }
    return project.targets { entry in entry.targetName.map { $0 == targetName } ?? true }
  }

  /// Everything `paths` say: each target's deployment targets and which files it compiles. Each
  /// file is read and parsed once.
  /// - Parameters:
  ///   - explicit: The `--deployment-target` values, at most one per system.
  ///   - paths: Candidate files; those whose names are no ``DeploymentTargetSourceKind`` are
  ///     ignored.
  ///   - currentDirectory: What relative `paths` start from, for the paths of the files the
  ///     projects list.
  ///   - read: Returns a file's contents.
  /// - Returns: The targets, and for each file the targets that compile it.
  /// - Throws: What `read` throws, or ``DeploymentTargetReadError`` for a file whose deployment
  ///   targets cannot be read. A project whose membership cannot be read lists no file.
  static func projectTargets(
    explicit: [DeploymentTarget], paths: [String],
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    read: (String) throws -> String
  ) throws -> ProjectDeploymentTargets {
    var entries: [ProjectDeploymentTargets.Entry] = []
    var memberships: [String: SourceMembership] = [:]
    for path in paths.sorted() {
      guard let kind = DeploymentTargetSourceKind(path: path) else { continue }
      let text = try read(path)
      let absolute = LexicalPath.join(currentDirectory, path)
      let add = { (name: String?, versions: [AppleOS: OSVersion]) in
        entries.append(.init(kind: kind, file: path, targetName: name, versions: versions))
      }
      switch kind {
      case .package:
        let lexed = LexedSource(Array(text.utf8))
        add(nil, try PackagePlatforms.read(lexed))
        memberships[path] = PackageSourceMembership.read(lexed, manifest: absolute)
      case .xcconfig:
        add(nil, try XCConfigDeploymentTargets.read(text))
      case .xcodeProject:
        let root = try OldStylePropertyListParser.parse(text)
        for (name, versions) in try XcodeProjectDeploymentTargets.read(root) { add(name, versions) }
        memberships[path] = try? XcodeProjectSourceMembership.read(root, projectFile: absolute)
      case .xcodeGen:
        let root = try YAMLNode.parse(text)
        // The specs it includes, whose targets are the project's as much as its own.
        let included = XcodeGenDeploymentTargets.includedPaths(of: root, at: path).compactMap {
          file in (try? YAMLNode.parse(read(file))).map { (file: file, root: $0) }
        }
        for (name, versions) in try XcodeGenDeploymentTargets.read(
          root, including: included.map(\.root))
        {
          add(name, versions)
        }
        var membership = XcodeGenSourceMembership.read(root, projectFile: absolute)
        for spec in included {
          // Paths in an included spec are relative to its own folder.
          membership.add(
            XcodeGenSourceMembership.read(
              spec.root, projectFile: LexicalPath.join(currentDirectory, spec.file)))
        }
        memberships[path] = membership
      }
    }
    return ProjectDeploymentTargets(explicit: explicit, entries: entries, memberships: memberships)
  }
}
