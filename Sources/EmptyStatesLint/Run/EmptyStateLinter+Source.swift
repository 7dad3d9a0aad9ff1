extension EmptyStateLinter {
  /// The findings in one file's bytes, linted as ``lint(_:)`` lints a file, with only the
  /// explicit deployment targets: no file system is read. For the fuzz targets and tests.
  ///
  /// - Parameters:
  ///   - source: The file's bytes, any bytes at all.
  ///   - path: The path the findings name.
  /// - Returns: The findings, sorted by line and column.
  package func findings(inSource source: [UInt8], path: String) -> [Finding] {
    let targets = DeploymentTargetResolver.resolve(explicit: explicitTargets)
    return FileLinter(rules: rules, deploymentTargets: targets).lint(source, path: path).findings
  }
}
