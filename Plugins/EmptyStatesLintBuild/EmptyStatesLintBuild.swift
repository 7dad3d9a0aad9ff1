import Foundation
import PackagePlugin

/// Lints a target's Swift files for empty-state pitfalls during the build and shows the
/// findings as warnings (`file:line:column: warning: message [rule]`), without failing it.
///
/// Each file gets a build command of its own, whose inputs are the file and the tool and whose
/// output is the file's stamp (``LintStamps``): an incremental build lints only the files that
/// changed since the last one.
@main
struct EmptyStatesLintBuild: BuildToolPlugin {
  /// The executable target that lints: the engine alone, light to build.
  static let toolName = "empty-states-lint"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return Self.commands(
      linting: target.sourceFiles(withSuffix: "swift").map(\.url),
      stamps: LintStamps(
        workDirectory: context.pluginWorkDirectoryURL, sourceRoot: context.package.directoryURL),
      tool: try context.tool(named: Self.toolName).url)
  }

  /// One build command for each of `files`.
  static func commands(linting files: [URL], stamps: LintStamps, tool: URL) -> [Command] {
    files.map { file in
      .buildCommand(
        displayName: stamps.displayName(for: file), executable: tool,
        arguments: stamps.arguments(for: file), inputFiles: [file, tool],
        outputFiles: [stamps.stamp(for: file)])
    }
  }
}
