#if canImport(XcodeProjectPlugin)
  import PackagePlugin
  import XcodeProjectPlugin

  extension EmptyStatesLintBuild: XcodeBuildToolPlugin {
    /// Lints an Xcode target's Swift sources, one build command a file, as for a package, with
    /// Swift stamps: what Xcode does with a `.docc` output is untested.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let files = target.inputFiles
        .filter { $0.type == .source && $0.url.pathExtension == "swift" }
        .map(\.url)
      return Self.commands(
        linting: files,
        stamps: LintStamps(
          workDirectory: context.pluginWorkDirectoryURL,
          sourceRoot: context.xcodeProject.directoryURL, kind: .swiftSource),
        tool: try context.tool(named: Self.toolName).url)
    }
  }
#endif
