import Foundation

extension DeploymentTargetResolver {
  /// The files near `url` that may name deployment targets: from `url`'s directory upward, the
  /// first directory holding any `Package.swift`, `project.yml`, `*.xcconfig` or
  /// `*.xcodeproj/project.pbxproj` gives them all; empty when no directory up to the root does.
  static func candidatePaths(near url: URL) -> [String] {
    var directory = url.standardizedFileURL
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      directory.deleteLastPathComponent()
    }
    while true {
      let paths = projectFiles(in: directory)
      if !paths.isEmpty { return paths }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { return [] }
      directory = parent
    }
  }

  /// The files in `directory` itself that may name deployment targets, sorted.
  static func projectFiles(in directory: URL) -> [String] {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
    var paths: [String] = []
    // Only the few names that can matter become paths: a folder such as /tmp may hold
    // thousands of others.
    for name in names.filter({
      $0.hasSuffix(".xcodeproj") || DeploymentTargetSourceKind(path: $0) != nil
    }).sorted() {
      let path = directory.appendingPathComponent(name).path
      if name.hasSuffix(".xcodeproj") {
        let project = path + "/project.pbxproj"
        if manager.fileExists(atPath: project) { paths.append(project) }
      } else {
        paths.append(path)
      }
    }
    return paths
  }
}
