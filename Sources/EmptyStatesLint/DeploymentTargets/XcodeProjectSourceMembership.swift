/// Reads which native target of an Xcode `project.pbxproj` compiles which files.
///
/// Two ways of listing files are read:
/// - a target's `PBXSourcesBuildPhase`: its `files` are `PBXBuildFile`s whose `fileRef` is a
///   `PBXFileReference` (or a `PBXVariantGroup` of them), found by path through the `PBXGroup`
///   tree from the project's `mainGroup`;
/// - Xcode 16's folders: a `PBXFileSystemSynchronizedRootGroup` listed in a target's
///   `fileSystemSynchronizedGroups` gives the target every file under its folder, but for the
///   `membershipExceptions` of the group's `PBXFileSystemSynchronizedBuildFileExceptionSet` for
///   that target. An exception set for a target that does not list the folder adds the paths it
///   names to that target instead: that is how Xcode records one file of an app's folder
///   ticked for its widget too.
///
/// A path is resolved by its `sourceTree`: `<group>` from the enclosing group's folder,
/// `SOURCE_ROOT` from the project's folder (the one that holds the `.xcodeproj`, moved by the
/// project's `projectDirPath`), `<absolute>` as it is. Paths under other trees
/// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …) are no files of the project and are left out.
enum XcodeProjectSourceMembership {
  /// Why the membership of a project cannot be read.
  enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// The file has no `objects` dictionary, or no `rootObject` that is a `PBXProject`.
    case noProject
    /// The project's `mainGroup` is missing or is no group.
    case noMainGroup

    /// What is wrong and what to fix.
    var description: String {
      switch self {
      case .noProject: "no rootObject PBXProject in objects (is it a project.pbxproj?)"
      case .noMainGroup: "the project's mainGroup is not a group in objects"
      }
    }
  }

  /// The files each native target compiles.
  /// - Parameters:
  ///   - root: The parsed `project.pbxproj`.
  ///   - projectFile: The path of the `project.pbxproj`, absolute and normalized; the project's
  ///     folder is the one that holds its `.xcodeproj`.
  /// - Returns: The membership, by target name.
  /// - Throws: ``Error`` when there is no project or no main group.
  static func read(
    _ root: PropertyListValue, projectFile: String
  ) throws(Error) -> SourceMembership {
    guard let objects = root.dictionary?["objects"]?.dictionary,
      let projectID = root.dictionary?["rootObject"]?.string,
      let project = objects[projectID]?.dictionary, project["isa"]?.string == "PBXProject"
    else { throw .noProject }
    let projectFolder = LexicalPath.join(
      LexicalPath.folder(of: LexicalPath.folder(of: projectFile)),
      project["projectDirPath"]?.string ?? "")
    guard let mainGroup = project["mainGroup"]?.string,
      objects[mainGroup]?.dictionary?["isa"]?.string == "PBXGroup"
    else { throw .noMainGroup }
    let paths = XcodeProjectReferencePaths(
      objects: objects, mainGroup: mainGroup, projectFolder: projectFolder)

    var membership = SourceMembership()
    var synchronizedOwners: [String: Set<String>] = [:]
    let targets = objects.compactMap { id, value in
      value.dictionary.flatMap { $0["isa"]?.string == "PBXNativeTarget" ? (id, $0) : nil }
    }
    let names = Dictionary(
      targets.compactMap { id, target in target["name"]?.string.map { (id, $0) } },
      uniquingKeysWith: { first, _ in first })
    for (id, target) in targets {
      guard let name = names[id] else { continue }
      for phase in target["buildPhases"]?.strings.compactMap({ objects[$0]?.dictionary }) ?? []
      where phase["isa"]?.string == "PBXSourcesBuildPhase" {
        for buildFile in phase["files"]?.strings ?? [] {
          guard let reference = objects[buildFile]?.dictionary?["fileRef"]?.string else {
            continue
          }
          for path in paths.resolved(reference) {
            membership.add(SourceMembership.Source(target: name), at: path)
          }
        }
      }
      for groupID in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
        guard let group = objects[groupID]?.dictionary, let path = paths.resolved(groupID).first
        else { continue }
        synchronizedOwners[groupID, default: []].insert(id)
        let excluded = exceptionSets(of: group, in: objects)
          .filter { $0["target"]?.string == id }
          .flatMap { $0["membershipExceptions"]?.strings ?? [] }
        membership.add(
          SourceMembership.Source(
            target: name, excludedPaths: Set(excluded.map { LexicalPath.normalized($0) })),
          at: path)
      }
    }
    // Exception sets of a folder for targets that do not list it add files to those targets.
    for (groupID, value) in objects {
      guard let group = value.dictionary,
        group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup",
        let path = paths.resolved(groupID).first
      else { continue }
      for exceptions in exceptionSets(of: group, in: objects) {
        guard let targetID = exceptions["target"]?.string, let name = names[targetID],
          !(synchronizedOwners[groupID]?.contains(targetID) ?? false)
        else { continue }
        for added in exceptions["membershipExceptions"]?.strings ?? [] {
          membership.add(
            SourceMembership.Source(target: name), at: LexicalPath.join(path, added))
        }
      }
    }
    return membership
  }

  /// The `PBXFileSystemSynchronizedBuildFileExceptionSet`s of a synchronized group.
  private static func exceptionSets(
    of group: [String: PropertyListValue], in objects: [String: PropertyListValue]
  ) -> [[String: PropertyListValue]] {
    (group["exceptions"]?.strings ?? []).compactMap { objects[$0]?.dictionary }.filter {
      $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
    }
  }
}
