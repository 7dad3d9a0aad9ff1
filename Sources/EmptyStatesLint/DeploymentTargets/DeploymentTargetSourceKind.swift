/// The kinds of file that name deployment targets, in the order they are consulted.
enum DeploymentTargetSourceKind: Int, CaseIterable, Comparable, Sendable {
  case package
  case xcodeProject
  case xcconfig
  case xcodeGen

  /// The kind of the file at `path`, judged by its name; `nil` for other files.
  init?(path: String) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    switch name {
    case "Package.swift": self = .package
    case "project.pbxproj": self = .xcodeProject
    case "project.yml": self = .xcodeGen
    case _ where name.hasSuffix(".xcconfig"): self = .xcconfig
    default: return nil
    }
  }

  static func < (lhs: DeploymentTargetSourceKind, rhs: DeploymentTargetSourceKind) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
