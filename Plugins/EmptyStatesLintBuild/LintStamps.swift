import Foundation

/// Where the build-tool plugin records that a Swift file was linted, and how it asks
/// `empty-states-lint` to lint it: one build command and one stamp a file, so that an
/// incremental build lints exactly the files that changed.
///
/// A stamp is a one-line file in the plugin's work directory, named after its file's path below
/// the source root (`Sources/App/List.swift` → `Sources_sApp_sList.swift.lint.docc`, with `_`
/// written `__`), so that no two files share one. What the build does with a command's outputs
/// depends on their extension, hence two kinds (``Kind``). SwiftPM compiles a `.swift` output
/// into the user's module, bundles any other as a resource (which gives the module a resource
/// bundle and a `Bundle.module`), and ignores a `.docc` one; but it runs only the commands
/// whose outputs it compiles or bundles. So ignored stamps are gathered by one more command,
/// whose inputs are all of them and whose output is one Swift file, the ``summary``: the
/// module compiles one stamp instead of one a file. (Plain Foundation, no PackagePlugin: the
/// tests compile this file too.)
struct LintStamps {
  /// What the build does with a stamp, chosen by its extension.
  enum Kind: String, CaseIterable {
    /// A `.docc` file, which SwiftPM's build ignores, gathered into the ``LintStamps/summary``.
    case ignored = ".lint.docc"
    /// An empty Swift file, compiled into the module: what Xcode is known to build quietly.
    case swiftSource = ".lint.swift"

    /// What a stamp's name adds to its file's path.
    var suffix: String { rawValue }
  }

  /// The plugin's work directory, where the stamps go.
  var workDirectory: URL
  /// The folder the files' paths are taken from: the package's, or the Xcode project's.
  var sourceRoot: URL
  /// What the stamps are.
  var kind: Kind

  /// What a stamp's name starts with for a file outside the source root.
  static let outsidePrefix = "outside-source-root"
  /// The name of the ``summary``.
  static let summaryName = "empty-states-lint.stamps.swift"

  /// The Swift file that records that every stamp is up to date, for ignored stamps: the one
  /// output of the build commands that the build compiles, so that it runs them.
  var summary: URL? {
    kind == .ignored ? workDirectory.appending(path: Self.summaryName) : nil
  }

  /// The path of `file` below the source root, or `nil` when it is not below it.
  func relativePath(of file: URL) -> String? {
    let root = sourceRoot.standardizedFileURL.pathComponents
    let components = file.standardizedFileURL.pathComponents
    guard components.count > root.count, Array(components.prefix(root.count)) == root else {
      return nil
    }
    return components.dropFirst(root.count).joined(separator: "/")
  }

  /// The stamp that records the lint of `file`.
  func stamp(for file: URL) -> URL {
    let path =
      relativePath(of: file)
      ?? ([Self.outsidePrefix] + file.standardizedFileURL.pathComponents.dropFirst())
      .joined(separator: "/")
    let name = path.replacingOccurrences(of: "_", with: "__")
      .replacingOccurrences(of: "/", with: "_s")
    return workDirectory.appending(path: name + kind.suffix)
  }

  /// The build command's name in build logs.
  func displayName(for file: URL) -> String {
    "Linting \(relativePath(of: file) ?? file.lastPathComponent) for empty-state pitfalls"
  }

  /// The arguments that make `empty-states-lint` lint `file`, print its findings as warnings
  /// and write its stamp.
  func arguments(for file: URL) -> [String] {
    ["--stamp", stamp(for: file).path, file.path]
  }
}
