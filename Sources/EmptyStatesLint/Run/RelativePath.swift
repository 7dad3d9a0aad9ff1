import Foundation

/// Paths as reports show them: relative to a folder when they are inside it.
enum RelativePath {
  /// `path` relative to `base` when it lies inside `base` ("Sources/A.swift"), else absolute;
  /// "." components and repeated slashes are taken out either way.
  /// - Parameters:
  ///   - path: An absolute path, or one relative to `current`.
  ///   - base: The folder the result is relative to.
  ///   - current: What a relative `path` starts from; `base` unless told.
  /// - Returns: The path to show.
  static func path(_ path: String, from base: URL, current: URL? = nil) -> String {
    let absolute = Self.absolute(path, current: current ?? base).path
    let prefix = base.standardizedFileURL.path
    let folder = prefix.hasSuffix("/") ? prefix : prefix + "/"
    return absolute.hasPrefix(folder) ? String(absolute.dropFirst(folder.count)) : absolute
  }

  /// `path` as an absolute file URL, "." and ".." components resolved; a relative `path`
  /// starts from the folder `current`.
  static func absolute(_ path: String, current: URL) -> URL {
    let folder = URL(fileURLWithPath: current.path, isDirectory: true)
    return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
  }

  /// The repository that `folder` is in: the nearest folder upward holding `.git`, or `folder`
  /// itself when there is none.
  static func repositoryRoot(from folder: URL) -> URL {
    var candidate = folder.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return folder.standardizedFileURL }
      candidate = parent
    }
  }
}
