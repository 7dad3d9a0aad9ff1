import Foundation

/// Where the build-tool plugin records that a Swift file was linted, and how it asks
/// `empty-states-lint` to lint it: one build command and one stamp a file, so that an
/// incremental build lints exactly the files that changed.
///
/// A stamp is an empty Swift file in the plugin's work directory, named after its file's path
/// below the source root (`Sources/App/List.swift` → `Sources_sApp_sList.swift.lint.swift`, with
/// `_` written `__`): SwiftPM and Xcode compile a command's Swift outputs and nothing else, where
/// any other file would be copied into the target's resources; and no two files of a module may
/// share a name, so the name keeps the whole path. (Plain Foundation, no PackagePlugin: the tests
/// compile this file too.)
struct LintStamps {
  /// The plugin's work directory, where the stamps go.
  var workDirectory: URL
  /// The folder the files' paths are taken from: the package's, or the Xcode project's.
  var sourceRoot: URL

  /// What a stamp's name adds to its file's path.
  static let suffix = ".lint.swift"
  /// What a stamp's name starts with for a file outside the source root.
  static let outsidePrefix = "outside-source-root"

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
    return workDirectory.appending(path: name + Self.suffix)
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
