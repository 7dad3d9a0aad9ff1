/// What a file is built for, as a rule's check reads it.
struct BuildSettings: Sendable {
  /// The deployment target of each system the file builds for, and where it came from; empty
  /// when nothing names one (then `missing-availability-check` is silent).
  var deploymentTargets: [AppleOS: ResolvedDeploymentTarget]
  /// The SDK the file is built with.
  var sdk: ResolvedSDK
}
