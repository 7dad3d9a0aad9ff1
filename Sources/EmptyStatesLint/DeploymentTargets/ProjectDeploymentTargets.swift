/// What the project files of one folder say: the deployment targets of each of their targets,
/// and which files each target compiles, so that a file gets the targets of those that compile
/// it.
///
/// For each system the first kind of file that names it wins, in ``DeploymentTargetSourceKind``
/// order, after the explicit targets; within a kind the lowest version wins. A file that some
/// project file lists (``SourceMembership``) takes only the targets that compile it, and no
/// target of a project file that knows its files but does not list this one; files that list
/// nothing (`.xcconfig`, a project whose membership cannot be read) count as before. A file no
/// project file lists gets the lowest of all targets: code must build for every target that
/// may compile it.
struct ProjectDeploymentTargets: Sendable {
  /// The versions one target (or one file without targets) names.
  struct Entry: Hashable, Sendable {
    /// What kind of file named them.
    var kind: DeploymentTargetSourceKind
    /// The file, as the resolver was given its path.
    var file: String
    /// The target, for project files with targets.
    var targetName: String?
    /// The versions per system.
    var versions: [AppleOS: OSVersion]
  }

  /// The targets that win for their systems (`--deployment-target`).
  let explicit: [DeploymentTarget]
  /// Every target's versions, by kind, then file path, then target name.
  let entries: [Entry]
  /// Which targets compile which files, by the path of the project file that says so; only
  /// project files whose membership could be read and lists something.
  let memberships: [String: SourceMembership]
  /// The answer for a file no project file lists: per system, the lowest of all targets.
  let forUnlistedFiles: [AppleOS: ResolvedDeploymentTarget]

  /// The targets of `entries` for files, with `explicit` winning.
  /// - Parameters:
  ///   - explicit: The `--deployment-target` values, at most one per system.
  ///   - entries: Every target's versions; sorted here.
  ///   - memberships: Which targets compile which files, by project file path.
  init(
    explicit: [DeploymentTarget], entries: [Entry] = [],
    memberships: [String: SourceMembership] = [:]
  ) {
    self.explicit = explicit
    self.entries = entries.sorted {
      ($0.kind, $0.file, $0.targetName ?? "") < ($1.kind, $1.file, $1.targetName ?? "")
    }
    self.memberships = memberships.filter { !$0.value.isEmpty }
    forUnlistedFiles = Self.lowest(explicit: explicit, of: self.entries)
  }

  /// The deployment target of each system for the file at `path` (absolute and normalized, as
  /// the memberships' paths are).
  func targets(forFile path: String) -> [AppleOS: ResolvedDeploymentTarget] {
    guard !memberships.isEmpty else { return forUnlistedFiles }
    var compiling: [String: Set<String>] = [:]
    for (file, membership) in memberships {
      let targets = membership.targets(compiling: path)
      if !targets.isEmpty { compiling[file] = targets }
    }
    guard !compiling.isEmpty else { return forUnlistedFiles }
    return targets { entry in
      guard memberships[entry.file] != nil else { return true }
      guard let names = compiling[entry.file] else { return false }
      return entry.targetName.map(names.contains) ?? true
    }
  }

  /// The deployment target of each system among the entries `isIncluded` keeps.
  func targets(where isIncluded: (Entry) -> Bool) -> [AppleOS: ResolvedDeploymentTarget] {
    Self.lowest(explicit: explicit, of: entries.filter(isIncluded))
  }

  /// Per system: the explicit target, else the lowest version of the first kind that names it.
  private static func lowest(
    explicit: [DeploymentTarget], of entries: [Entry]
  ) -> [AppleOS: ResolvedDeploymentTarget] {
    var result: [AppleOS: ResolvedDeploymentTarget] = [:]
    for target in explicit { result[target.os] = ResolvedDeploymentTarget(target: target) }
    for kind in DeploymentTargetSourceKind.allCases {
      var lowest: [AppleOS: ResolvedDeploymentTarget] = [:]
      for entry in entries where entry.kind == kind {
        for (os, version) in entry.versions
        where lowest[os].map({ version < $0.target.version }) ?? true {
          lowest[os] = ResolvedDeploymentTarget(
            target: DeploymentTarget(os, version), file: entry.file, targetName: entry.targetName)
        }
      }
      result.merge(lowest) { earlier, _ in earlier }
    }
    return result
  }
}
