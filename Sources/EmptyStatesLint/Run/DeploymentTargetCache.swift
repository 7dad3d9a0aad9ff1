import Foundation

/// The deployment targets of each file: the explicit targets, then what the nearest project files
/// name for the targets that compile it (see ``DeploymentTargetResolver``). The project files are
/// read once per folder; a file's targets are then a lookup by its path.
struct DeploymentTargetCache {
  /// What one file builds for.
  struct Settings: Sendable {
    /// Per system, its target and where it came from.
    var targets: [AppleOS: ResolvedDeploymentTarget]
    /// Why the project files could not be read, if they could not; then only the explicit
    /// targets apply.
    var note: EmptyStateLinter.Note?
  }

  /// The targets that win for their systems.
  let explicit: [DeploymentTarget]
  /// What one folder's nearest project files say, and why they could not be read, if they could
  /// not.
  private typealias Project = (targets: ProjectDeploymentTargets, note: EmptyStateLinter.Note?)

  /// What the nearest project files say, by folder path.
  private var byFolder: [String: Project] = [:]

  /// A cache that starts empty.
  init(explicit: [DeploymentTarget]) {
    self.explicit = explicit
  }

  /// What the file at `url` builds for.
  mutating func targets(for url: URL) -> Settings {
    let file = url.standardizedFileURL
    let folder = file.deletingLastPathComponent()
    if let known = byFolder[folder.path] { return settings(known, forFile: file.path) }
    // A folder without project files has its parent's settings: walk up to the nearest folder
    // that has them or is known, reading each folder once.
    var unknown: [URL] = []
    var directory = folder
    var projectFiles: [String] = []
    var settings: Project?
    while true {
      if let known = byFolder[directory.path] {
        settings = known
        break
      }
      unknown.append(directory)
      projectFiles = DeploymentTargetResolver.projectFiles(in: directory)
      if !projectFiles.isEmpty { break }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { break }
      directory = parent
    }
    let found = settings ?? resolve(projectFiles)
    for folder in unknown { byFolder[folder.path] = found }
    return self.settings(found, forFile: file.path)
  }

  /// The settings of the file at `path` (absolute), from what its folder's project files say.
  private func settings(_ project: Project, forFile path: String) -> Settings {
    Settings(targets: project.targets.targets(forFile: path), note: project.note)
  }

  /// What `projectFiles` (those of one folder, possibly none) say.
  private func resolve(_ projectFiles: [String]) -> Project {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let paths = projectFiles.map { RelativePath.path($0, from: current) }
    var lastRead = ""
    do {
      let project = try DeploymentTargetResolver.projectTargets(
        explicit: explicit, paths: paths, currentDirectory: current.standardizedFileURL.path
      ) {
        lastRead = $0
        return try String(contentsOfFile: $0, encoding: .utf8)
      }
      return (project, nil)
    } catch {
      let reason = (error as? DeploymentTargetReadError)?.description ?? "cannot be read"
      let note = EmptyStateLinter.Note(
        file: lastRead,
        message: "deployment targets not read (\(reason)); "
          + "missing-availability-check has no target for the files it governs")
      return (ProjectDeploymentTargets(explicit: explicit), note)
    }
  }
}
