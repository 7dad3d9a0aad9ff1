import Foundation

/// The SDK each file is built with, read once per project: `--sdk` when given; else the Xcode
/// that last upgraded the nearest Xcode project (`LastUpgradeCheck` in its `project.pbxproj`),
/// raised to the oldest SDK that knows the file's deployment targets (26 or later); else the
/// newest SDK (``SDKGeneration/newest``).
struct SDKGenerationCache {
  /// The SDK `--sdk` named, which wins.
  let explicit: SDKGeneration?
  /// What each project file's `LastUpgradeCheck` says, by path.
  private var upgradedBy: [String: ResolvedSDK?] = [:]
  /// The SDK the nearest Xcode projects say, by folder.
  private var byFolder: [String: ResolvedSDK?] = [:]
  /// The project files nearest each folder walked through, so that files in sibling folders
  /// list each shared parent (a /tmp of thousands of entries) once.
  private var nearestProjects: [String: [String]] = [:]

  /// A cache that starts empty.
  init(explicit: SDKGeneration?) {
    self.explicit = explicit
  }

  /// The SDK the file at `url`, with these deployment targets, is built with.
  mutating func sdk(
    for url: URL, deploymentTargets: [AppleOS: ResolvedDeploymentTarget]
  ) -> ResolvedSDK {
    if let explicit { return ResolvedSDK(generation: explicit, origin: "--sdk") }
    let folder = url.standardizedFileURL.deletingLastPathComponent().path
    var result: ResolvedSDK?
    if let known = byFolder[folder] {
      result = known
    } else {
      let projects = nearestProjectFiles(from: URL(fileURLWithPath: folder, isDirectory: true))
        .filter { $0.hasSuffix("/project.pbxproj") }
      for project in projects {
        guard let found = lastUpgradeCheck(of: project) else { continue }
        if result.map({ found.generation > $0.generation }) ?? true { result = found }
      }
      byFolder[folder] = result
    }
    for target in deploymentTargets.values.sorted(by: { $0.description < $1.description }) {
      guard let needed = SDKGeneration.oldest(knowing: target.target.version),
        result.map({ needed > $0.generation }) ?? true
      else { continue }
      result = ResolvedSDK(generation: needed, origin: "deployment target \(target)")
    }
    return result ?? .assumed
  }

  /// The files naming deployment targets in `directory` or, where it has none, in the nearest
  /// folder above it that has some (``DeploymentTargetResolver/candidatePaths(near:)``, read
  /// once per folder).
  private mutating func nearestProjectFiles(from directory: URL) -> [String] {
    var walked: [String] = []
    var current = directory
    var found: [String] = []
    while true {
      if let known = nearestProjects[current.path] {
        found = known
        break
      }
      walked.append(current.path)
      found = DeploymentTargetResolver.projectFiles(in: current)
      if !found.isEmpty { break }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    for path in walked { nearestProjects[path] = found }
    return found
  }

  /// The SDK of the Xcode that last upgraded the project at `path`, if it says.
  private mutating func lastUpgradeCheck(of path: String) -> ResolvedSDK? {
    if let known = upgradedBy[path] { return known }
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    let found = Self.lastUpgradeCheck(in: text).flatMap { value in
      SDKGeneration(lastUpgradeCheck: value).map {
        ResolvedSDK(
          generation: $0,
          origin: "LastUpgradeCheck \(value) in \(RelativePath.path(path, from: Self.current))")
      }
    }
    upgradedBy[path] = found
    return found
  }

  private static let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

  /// The value of the first `LastUpgradeCheck = NNNN;` in a `project.pbxproj`'s text.
  static func lastUpgradeCheck(in text: String) -> String? {
    guard let key = text.range(of: "LastUpgradeCheck") else { return nil }
    let rest = text[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
    let value = rest.prefix { $0.isASCII && $0.isNumber }
    return value.isEmpty ? nil : String(value)
  }
}
