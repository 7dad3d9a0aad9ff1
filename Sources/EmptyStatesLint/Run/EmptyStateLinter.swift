import EmptyStates
import Foundation

/// Lints Swift files and folders for the pitfalls ``EmptyStateLinter.Rule`` names.
///
/// ```swift
/// let linter = try EmptyStateLinter(deploymentTargets: ["iOS16"])
/// let report = linter.lint(["Sources/App"])
/// print(EmptyStateLinter.Format.text.render(report.findings, toolVersion: "0.1.0"), terminator: "")
/// // Sources/App/Feed.swift:12:7: warning: … [empty-state-in-list-row]
/// ```
public struct EmptyStateLinter: Sendable {
  /// Why a linter cannot be made as asked.
  public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// A deployment target that is no system and version, such as "iOS" or "android 14".
    case invalidDeploymentTarget(String)
    /// Two deployment targets for one system.
    case repeatedDeploymentTarget(String)
    /// An SDK that is none of the generations the linter knows, such as "17".
    case invalidSDK(String)

    /// One line that names the offending value.
    public var description: String {
      switch self {
      case .invalidDeploymentTarget(let value):
        "invalid deployment target \(DisplayQuote.argument.quoted(value)) "
          + "(expected a system and version such as iOS17 or macOS13.3)"
      case .repeatedDeploymentTarget(let system):
        "more than one deployment target for \(system)"
      case .invalidSDK(let value):
        "unknown SDK \(DisplayQuote.argument.quoted(value)) (expected "
          + SDKGeneration.allCases.map { "\($0.rawValue)" }.joined(separator: ", ") + ")"
      }
    }
  }

  /// The rules to run.
  public var rules: Set<EmptyStateLinter.Rule>
  /// The deployment targets that win over what project files say, one per system.
  let explicitTargets: [DeploymentTarget]
  /// The SDK that wins over what project files say.
  let explicitSDK: SDKGeneration?

  /// A linter.
  /// - Parameters:
  ///   - rules: The rules to run; all of them unless told.
  ///   - deploymentTargets: Deployment targets such as "iOS17" or "macOS 13.3", at most one per
  ///     system; each wins over what the project's files say for its system.
  ///   - sdk: The SDK generation the code is built with: "18" (the iOS 18 SDK family, Xcode 16),
  ///     "26" or "27"; over what the project's files say (`LastUpgradeCheck`, deployment targets
  ///     of 26 or later). Where neither says, the newest.
  /// - Throws: ``Error`` for a target that cannot be read, a system named twice or an unknown
  ///   SDK.
  public init(
    rules: Set<EmptyStateLinter.Rule> = Set(EmptyStateLinter.Rule.allCases),
    deploymentTargets: [String] = [], sdk: String? = nil
  )
    throws(Error)
  {
    if let sdk {
      guard let generation = SDKGeneration(argument: sdk) else { throw .invalidSDK(sdk) }
      explicitSDK = generation
    } else {
      explicitSDK = nil
    }
    var targets: [DeploymentTarget] = []
    for value in deploymentTargets {
      guard let target = DeploymentTarget(value) else {
        throw .invalidDeploymentTarget(value)
      }
      guard !targets.contains(where: { $0.os == target.os }) else {
        throw .repeatedDeploymentTarget(target.os.rawValue)
      }
      targets.append(target)
    }
    self.rules = rules
    self.explicitTargets = targets
  }

  /// Lints each path: a file, whatever its name, or a folder, whose Swift files are linted in
  /// sorted order (see ``EmptyStateLinter/Report``). The files are read together: a view whose
  /// load goes through a model that another of them declares is read with that model.
  /// - Parameter paths: Files and folders, absolute or relative to the current directory.
  /// - Returns: The findings, path by path in the order given, each file's by position; and a
  ///   note for each path that could not be read or was read only in part.
  public func lint(_ paths: [String]) -> Report {
    var collector = SwiftFileCollector()
    let collected = paths.map { collector.collect($0) }
    let files = collected.flatMap(\.files)
    let notes = collected.flatMap(\.notes)
    var targets = DeploymentTargetCache(explicit: explicitTargets)
    var sdks = SDKGenerationCache(explicit: explicitSDK)
    let settings = files.map { targets.targets(for: $0.url) }
    let linters = zip(files, settings).map { file, settings in
      FileLinter(
        rules: rules, deploymentTargets: settings.targets,
        sdk: sdks.sdk(for: file.url, deploymentTargets: settings.targets))
    }
    var results = ParallelMap.map(files.indices) { index in
      Self.lint(files[index], with: linters[index])
    }
    // A file whose loads go through a model that another file of the run declares, or that uses
    // a view another file declares to show an empty state every time, is linted again, once,
    // with those files: only `empty-state-during-loading` reads them.
    let needs =
      rules.contains(.emptyStateDuringLoading) ? Self.modelFiles(for: results.map(\.types)) : []
    let users =
      rules.contains(.emptyStateDuringLoading)
      ? Self.otherFilesViewUsers(results.map(\.loading)) : [:]
    let again = Set(needs.map(\.index)).union(users.keys).sorted()
    let declaring = Self.soleDeclarations(in: results.map(\.types)).mapValues { files[$0].url }
    let extending = results.indices.reduce(into: [String: [URL]]()) { map, index in
      for name in results[index].types.extended { map[name, default: []].append(files[index].url) }
    }
    let relinted = ParallelMap.map(again.indices) { position in
      let index = again[position]
      // Kept for the time of this file's lint: the models it reads, and theirs.
      let models = ModelFiles(declaring: declaring, extending: extending)
      return withExtendedLifetime(models) {
        Self.lint(
          files[index], with: linters[index], models: models,
          otherFilesViews: users[index] ?? [])
      }
    }
    for (position, index) in again.enumerated() { results[index] = relinted[position] }
    // Availability findings the whole run shows to be wrong.
    let unbuilt =
      rules.contains(.missingAvailabilityCheck)
      ? Self.unbuiltAvailabilityFindings(results.map(\.availability))
      : Array(repeating: [], count: results.count)
    for index in results.indices where !unbuilt[index].isEmpty {
      results[index].findings.removeAll {
        $0.rule == .missingAvailabilityCheck && unbuilt[index].contains([$0.line, $0.column])
      }
    }
    var report = Report(findings: [], notes: notes)
    // Views one file declares and another places in a list: `empty-state-in-list-row` only.
    let acrossFiles =
      rules.contains(.emptyStateInListRow)
      ? Self.crossFileRowFindings(
        results.indices.map { (path: files[$0].path, facts: results[$0].rows) })
      : Array(repeating: [], count: results.count)
    // Wrappers one file declares whose title another file fills with literal text.
    let titlesAcrossFiles =
      rules.contains(.unlocalizedTitle)
      ? Self.crossFileTitleFindings(
        results.indices.map { (path: files[$0].path, facts: results[$0].titles) })
      : Array(repeating: [], count: results.count)
    // Models one file's view reads and another file's view fills as it places it.
    let loadsAcrossFiles =
      rules.contains(.emptyStateDuringLoading)
      ? Self.crossFileLoadingFindings(
        results.indices.map { (path: files[$0].path, facts: results[$0].loading) })
      : Array(repeating: [], count: results.count)
    for (index, result) in results.enumerated() {
      report.findings += Self.merged(
        result.findings, acrossFiles[index] + titlesAcrossFiles[index] + loadsAcrossFiles[index])
      if let note = settings[index].note, !report.notes.contains(note) {
        report.notes.append(note)
      }
      report.notes += result.notes
    }
    return report
  }

  /// Reads and lints one file.
  private static func lint(
    _ file: SwiftFileCollector.Entry, with linter: FileLinter, models: ModelFiles? = nil,
    otherFilesViews: Set<String> = []
  ) -> (
    findings: [EmptyStateLinter.Finding], notes: [Note], rows: ListRowFacts, titles: TitleFacts,
    availability: AvailabilityFacts, loading: LoadingFacts, types: TypeNeeds
  ) {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: file.url))
    } catch {
      return (
        [], [Note(file: file.path, message: "cannot be read", isUnreadable: true)], ListRowFacts(),
        TitleFacts(), AvailabilityFacts(), LoadingFacts(), TypeNeeds()
      )
    }
    let result = linter.lint(
      bytes, path: file.path, models: models, otherFilesViews: otherFilesViews)
    return (
      result.findings, result.problem.map { [Note(file: file.path, message: $0)] } ?? [],
      result.rows, result.titles, result.availability, result.loading, result.types
    )
  }
}
