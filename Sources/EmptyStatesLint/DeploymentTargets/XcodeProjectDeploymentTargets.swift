/// Reads the deployment targets of each native target in an Xcode `project.pbxproj`.
///
/// A target's build configurations (`PBXNativeTarget` → `buildConfigurationList` →
/// `XCConfigurationList` → `buildConfigurations` → `XCBuildConfiguration`) override the
/// project's (`PBXProject` → `buildConfigurationList`) setting by setting; across a target's
/// configurations (Debug, Release) the lowest version counts. A target's deployment targets count
/// only for the systems it builds for, as its `SUPPORTED_PLATFORMS` or `SDKROOT` says: Xcode's
/// templates set `MACOSX_DEPLOYMENT_TARGET` on iOS-only projects, which build nothing for macOS.
enum XcodeProjectDeploymentTargets {
  /// The versions per system of each native target, by target name.
  /// - Throws: ``DeploymentTargetReadError`` when the file is not an old-style property list with
  ///   an `objects` dictionary, or a deployment target setting holds no version.
  static func read(_ text: String) throws(DeploymentTargetReadError)
    -> [String: [AppleOS: OSVersion]]
  {
    try read(OldStylePropertyListParser.parse(text))
  }

  /// The versions per system of each native target of a parsed project, by target name.
  /// - Throws: ``DeploymentTargetReadError`` when `root` has no `objects` dictionary, or a
  ///   deployment target setting holds no version.
  static func read(_ root: PropertyListValue) throws(DeploymentTargetReadError)
    -> [String: [AppleOS: OSVersion]]
  {
    guard let root = root.dictionary, let objects = root["objects"]?.dictionary
    else { throw DeploymentTargetReadError(kind: kind, reason: "no objects dictionary") }
    let isa = { (object: [String: PropertyListValue]) in object["isa"]?.string }
    let dictionaries = objects.values.compactMap(\.dictionary)
    var projectSettings: [(name: String?, settings: Settings)] = []
    for project in dictionaries where isa(project) == "PBXProject" {
      for configuration in try configurations(of: project, in: objects) {
        projectSettings.append((configuration["name"]?.string, try settings(of: configuration)))
      }
    }
    var targets: [String: [AppleOS: OSVersion]] = [:]
    for target in dictionaries where isa(target) == "PBXNativeTarget" {
      guard let name = target["name"]?.string else { continue }
      var perConfiguration: [Settings] = []
      for configuration in try configurations(of: target, in: objects) {
        let inherited = projectSettings.first { $0.name == configuration["name"]?.string }
        let own = try settings(of: configuration)
        perConfiguration.append((inherited?.settings ?? Settings()).overridden(by: own))
      }
      if perConfiguration.isEmpty { perConfiguration = projectSettings.map(\.settings) }
      targets[name] = perConfiguration.reduce(into: [:]) { lowest, settings in
        for (os, version) in settings.builtVersions {
          lowest[os] = min(version, lowest[os] ?? version)
        }
      }
    }
    return targets
  }

  private static let kind = "project.pbxproj"

  /// The `XCBuildConfiguration` dictionaries of a project's or target's configuration list.
  private static func configurations(
    of owner: [String: PropertyListValue], in objects: [String: PropertyListValue]
  ) throws(DeploymentTargetReadError) -> [[String: PropertyListValue]] {
    guard let listID = owner["buildConfigurationList"]?.string else { return [] }
    guard let list = objects[listID]?.dictionary else {
      throw DeploymentTargetReadError(
        kind: kind, reason: "buildConfigurationList \(listID) is not in objects")
    }
    return list["buildConfigurations"]?.strings.compactMap { objects[$0]?.dictionary } ?? []
  }

  /// What one configuration sets of what the reader needs.
  private struct Settings {
    /// The deployment targets.
    var versions: [AppleOS: OSVersion] = [:]
    /// `SUPPORTED_PLATFORMS` and `SDKROOT`, as written.
    var supportedPlatforms: String?
    var sdkRoot: String?

    /// These settings with `own`'s, setting by setting.
    func overridden(by own: Settings) -> Settings {
      Settings(
        versions: versions.merging(own.versions) { $1 },
        supportedPlatforms: own.supportedPlatforms ?? supportedPlatforms,
        sdkRoot: own.sdkRoot ?? sdkRoot)
    }

    /// The deployment targets of the systems the target builds for (all of them when its
    /// settings do not say).
    var builtVersions: [AppleOS: OSVersion] {
      guard let built = AppleOS.systems(supportedPlatforms: supportedPlatforms, sdkRoot: sdkRoot)
      else { return versions }
      return versions.filter { built.contains($0.key) }
    }
  }

  /// What a configuration's `buildSettings` set.
  private static func settings(
    of configuration: [String: PropertyListValue]
  ) throws(DeploymentTargetReadError) -> Settings {
    var result = Settings()
    for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
      if key == "SUPPORTED_PLATFORMS" { result.supportedPlatforms = value.string }
      if key == "SDKROOT" { result.sdkRoot = value.string }
      guard let os = AppleOS(deploymentTargetSetting: key) else { continue }
      guard let text = value.string, let version = OSVersion(text) else {
        throw DeploymentTargetReadError(
          kind: kind, reason: "\(key) holds no version (write \(key) = 17.0;)")
      }
      result.versions[os] = version
    }
    return result
  }
}
