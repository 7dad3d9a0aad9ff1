import Foundation
import PackagePlugin

/// `swift package lint-empty-states`: lints the package's Swift targets for empty-state
/// pitfalls with `empty-states lint`, printing each finding as
/// `file:line:column: warning: message [rule]`, and fails when there is one.
///
/// `--target NAME` (repeatable) lints only those targets; every other argument (`--format`,
/// `--rule`, `--deployment-target`, `--baseline`, …) is passed to `empty-states lint`.
@main
struct LintEmptyStates: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let files = targets.compactMap { $0 as? SourceModuleTarget }
      .flatMap { $0.sourceFiles(withSuffix: "swift") }
      .map(\.url)
    try LintProcess(
      tool: try context.tool(named: LintProcess.toolName).url,
      directory: context.package.directoryURL
    )
    .run(extractor.remainingArguments, files: files)
  }
}
