/// Why a file that names deployment targets could not be read: the file's kind and what is
/// wrong, so the message says what to fix.
struct DeploymentTargetReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of file it was: "Package.swift", "project.pbxproj", "xcconfig", "project.yml".
  var kind: String
  /// What is wrong, and where when known.
  var reason: String

  /// "project.pbxproj: expected '=' after 'isa' at offset 120".
  var description: String { "\(kind): \(reason)" }
}
