/// The deployment target of one system and where it came from, for the message of
/// `missing-availability-check`.
struct ResolvedDeploymentTarget: Hashable, Sendable, CustomStringConvertible {
  /// The system and its oldest version.
  var target: DeploymentTarget
  /// The file that set it, as the resolver was given its path; `nil` for `--deployment-target`.
  var file: String?
  /// The Xcode or XcodeGen target whose setting it is; `nil` for other sources.
  var targetName: String?

  /// "iOS 16.4 (App/App.xcodeproj/project.pbxproj, target App)", "iOS 15.0 (--deployment-target)".
  var description: String {
    guard let file else { return "\(target) (--deployment-target)" }
    guard let targetName else { return "\(target) (\(file))" }
    return "\(target) (\(file), target \(targetName))"
  }
}
