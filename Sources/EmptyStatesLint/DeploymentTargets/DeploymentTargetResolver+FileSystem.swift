import Foundation

extension DeploymentTargetResolver {
  /// The files near `url` that may name deployment targets: from `url`'s directory upward, the
  /// first directory holding any `Package.swift`, `project.yml`, `*.xcconfig` or
  /// `*.xcodeproj/project.pbxproj` gives them all; empty when no directory up to the root does.
  static func candidatePaths(near url: URL) -> [String] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    var directory = url.standardizedFileURL
    if !manager.fileExists(atPath: directory.path, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      directory.deleteLastPathComponent()
    }
    while true {
      let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
      var paths: [String] = []
      for name in names.sorted() {
        let path = directory.appendingPathComponent(name).path
        if name.hasSuffix(".xcodeproj") {
          let project = path + "/project.pbxproj"
          if manager.fileExists(atPath: project) { paths.append(project) }
        } else if DeploymentTargetSourceKind(path: name) != nil {
          paths.append(path)
        }
      }
      if !paths.isEmpty { return paths }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { return [] }
      directory = parent
    }
  }
}
