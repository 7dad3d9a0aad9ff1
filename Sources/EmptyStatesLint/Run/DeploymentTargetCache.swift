import Foundation

/// The deployment targets of each folder's files, read once per folder: the explicit targets,
/// then what the nearest project files name (see ``DeploymentTargetResolver``).
struct DeploymentTargetCache {
  /// What one folder's files build for.
  struct Settings: Sendable {
    /// Per system, its target and where it came from.
    var targets: [AppleOS: ResolvedDeploymentTarget]
    /// Why the project files could not be read, if they could not; then only the explicit
    /// targets apply.
    var note: EmptyStateLinter.Note?
  }

  /// The targets that win for their systems.
  let explicit: [DeploymentTarget]
  /// The settings found so far, by folder path.
  private var byFolder: [String: Settings] = [:]

  /// A cache that starts empty.
  init(explicit: [DeploymentTarget]) {
    self.explicit = explicit
  }

  /// What the file at `url` builds for.
  mutating func targets(for url: URL) -> Settings {
    let folder = url.standardizedFileURL.deletingLastPathComponent()
    if let settings = byFolder[folder.path] { return settings }
    // A folder without project files has its parent's settings: walk up to the nearest folder
    // that has them or is known, reading each folder once.
    var unknown: [URL] = []
    var directory = folder
    var projectFiles: [String] = []
    var settings: Settings?
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
    return found
  }

  /// The settings that `projectFiles` (those of one folder, possibly none) give.
  private func resolve(_ projectFiles: [String]) -> Settings {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let paths = projectFiles.map { RelativePath.path($0, from: current) }
    var lastRead = ""
    let settings: Settings
    do {
      let targets = try DeploymentTargetResolver.resolve(explicit: explicit, paths: paths) {
        lastRead = $0
        return try String(contentsOfFile: $0, encoding: .utf8)
      }
      settings = Settings(targets: targets, note: nil)
    } catch {
      let fallback = DeploymentTargetResolver.resolve(explicit: explicit)
      let reason = (error as? DeploymentTargetReadError)?.description ?? "cannot be read"
      let note = EmptyStateLinter.Note(
        file: lastRead,
        message: "deployment targets not read (\(reason)); "
          + "missing-availability-check has no target for the files it governs")
      settings = Settings(targets: fallback, note: note)
    }
    return settings
  }
}
