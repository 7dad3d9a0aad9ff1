import Foundation

/// A fresh folder under the system's temporary folder, for tests that read and write files;
/// removed with ``remove()``.
public struct TemporaryFolder: Sendable {
  /// Where it is.
  public let url: URL

  /// Makes a new, empty folder.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-states-tests-\(UUID().uuidString)", isDirectory: true)
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The absolute path of `relative` inside the folder.
  public func path(_ relative: String) -> String {
    url.appendingPathComponent(relative).path
  }

  /// Writes `bytes` at `relative`, making the folders on the way; returns its absolute path.
  @discardableResult
  public func write(_ relative: String, bytes: [UInt8]) throws -> String {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file.path
  }

  /// Writes `text` as UTF-8 at `relative`; returns its absolute path.
  @discardableResult
  public func write(_ relative: String, _ text: String) throws -> String {
    try write(relative, bytes: Array(text.utf8))
  }

  /// Makes a symbolic link at `relative` that points to `destination`, as written.
  public func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: path(relative), withDestinationPath: destination)
  }

  /// Removes the folder and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
