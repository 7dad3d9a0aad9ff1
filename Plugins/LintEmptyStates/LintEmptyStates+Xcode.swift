#if canImport(XcodeProjectPlugin)
  import PackagePlugin
  import XcodeProjectPlugin

  extension LintEmptyStates: XcodeCommandPlugin {
    /// Lints the Xcode project's targets (or those `--target` names) as for a package.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let names = Set(extractor.extractOption(named: "target"))
      let files = context.xcodeProject.targets
        .filter { names.isEmpty || names.contains($0.displayName) }
        .flatMap(\.inputFiles)
        .filter { $0.type == .source && $0.url.pathExtension == "swift" }
        .map(\.url)
      try LintProcess(
        tool: try context.tool(named: LintProcess.toolName).url,
        directory: context.xcodeProject.directoryURL
      )
      .run(extractor.remainingArguments, files: files)
    }
  }
#endif
