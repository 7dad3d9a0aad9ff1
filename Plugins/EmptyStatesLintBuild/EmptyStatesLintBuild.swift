import Foundation
import PackagePlugin

/// Lints a target's Swift files for empty-state pitfalls during the build and shows the
/// findings as warnings (`file:line:column: warning: message [rule]`), without failing it.
///
/// Each file gets a build command of its own, whose inputs are the file and the tool and whose
/// output is the file's stamp (``LintStamps``): an incremental build lints only the files that
/// changed since the last one. A package's stamps are files SwiftPM ignores, gathered by one
/// more command into the one Swift file the module compiles for them.
@main
struct EmptyStatesLintBuild: BuildToolPlugin {
  /// The executable target that lints: the engine alone, light to build.
  static let toolName = "empty-states-lint"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return Self.commands(
      linting: target.sourceFiles(withSuffix: "swift").map(\.url),
      stamps: LintStamps(
        workDirectory: context.pluginWorkDirectoryURL, sourceRoot: context.package.directoryURL,
        kind: .ignored),
      tool: try context.tool(named: Self.toolName).url)
  }

  /// One build command for each of `files`, and one that gathers their stamps when the build
  /// ignores them (``LintStamps/summary``).
  static func commands(linting files: [URL], stamps: LintStamps, tool: URL) -> [Command] {
    let commands: [Command] = files.map { file in
      .buildCommand(
        displayName: stamps.displayName(for: file), executable: tool,
        arguments: stamps.arguments(for: file), inputFiles: [file, tool],
        outputFiles: [stamps.stamp(for: file)])
    }
    guard let summary = stamps.summary else { return commands }
    return commands + [
      .buildCommand(
        displayName: "Recording the empty-state lint of \(files.count) files",
        executable: tool, arguments: ["--stamp", summary.path],
        inputFiles: files.map(stamps.stamp(for:)) + [tool], outputFiles: [summary])
    ]
  }
}
