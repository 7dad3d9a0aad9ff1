import Foundation
import PackagePlugin

/// Gives the catalog its shown code: runs `catalog-sample-code` over the catalog's samples,
/// which a test target compiles and runs, and adds the string literals it writes to the
/// target. So the code a page shows is the code that was compiled, to the character.
@main
struct CatalogSampleCode: BuildToolPlugin {
  /// Where the samples are, from the package's root. They are compiled in the
  /// `EmptyStatesCatalogTests` target (against the real SwiftUI on Apple platforms, the stand-in
  /// on Linux); only the folder's own `*.swift` files are samples, not those in its subfolders.
  static let samplesFolder = "Tests/EmptyStatesCatalogTests/Samples"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: Self.samplesFolder)
    let samples = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "swift" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "CatalogCode+Samples.swift")
    return [
      .buildCommand(
        displayName: "Reading the catalog's samples in \(Self.samplesFolder)",
        executable: try context.tool(named: "catalog-sample-code").url,
        arguments: [output.path] + samples.map(\.path),
        inputFiles: samples,
        outputFiles: [output])
    ]
  }
}
