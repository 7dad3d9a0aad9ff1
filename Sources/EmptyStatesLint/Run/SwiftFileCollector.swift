import Foundation

/// Finds the files to lint under the paths given: a file given is linted whatever its name; a
/// folder's `*.swift` files are found depth first, in sorted order, skipping build and
/// dependency folders. Each folder and file is visited once, by its resolved path, so a
/// symbolic link loop ends and a file reached twice is linted once.
struct SwiftFileCollector {
  /// A file to lint.
  struct Entry: Hashable, Sendable {
    /// The path as given, or as found under a folder given.
    var path: String
    /// Where it is.
    var url: URL
  }

  /// The folders never entered while recursing: build products, version control, dependencies.
  static let skippedFolders: Set<String> = [
    ".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm",
  ]

  /// Resolved paths of the folders entered and the files found so far.
  private var visited: Set<String> = []

  /// The files under `path`, and a note for each path that cannot be read.
  mutating func collect(_ path: String) -> (files: [Entry], notes: [EmptyStateLinter.Note]) {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
      return (
        [],
        [EmptyStateLinter.Note(file: path, message: "no such file or folder", isUnreadable: true)]
      )
    }
    guard isFolder.boolValue else {
      return visit(path) ? ([Entry(path: path, url: URL(fileURLWithPath: path))], []) : ([], [])
    }
    var files: [Entry] = []
    var notes: [EmptyStateLinter.Note] = []
    // Depth first without recursion: each frame is a folder and its names not yet seen.
    var stack: [(folder: String, names: ArraySlice<String>)] = []
    if let names = enter(path, notes: &notes) { stack.append((path, names)) }
    while let (folder, names) = stack.popLast() {
      guard let name = names.first else { continue }
      stack.append((folder, names.dropFirst()))
      let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var childIsFolder: ObjCBool = false
      if !manager.fileExists(atPath: child, isDirectory: &childIsFolder) {
        // A link to nothing: there is no file to read.
        if name.hasSuffix(".swift") {
          notes.append(
            EmptyStateLinter.Note(file: child, message: "cannot be read", isUnreadable: true))
        }
      } else if childIsFolder.boolValue {
        if !Self.skippedFolders.contains(name), let names = enter(child, notes: &notes) {
          stack.append((child, names))
        }
      } else if name.hasSuffix(".swift"), visit(child) {
        files.append(Entry(path: child, url: URL(fileURLWithPath: child)))
      }
    }
    return (files, notes)
  }

  /// The sorted names in `folder`, or `nil` when it was entered before or cannot be read.
  private mutating func enter(_ folder: String, notes: inout [EmptyStateLinter.Note]) -> ArraySlice<
    String
  >? {
    guard visit(folder) else { return nil }
    do {
      return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()[...]
    } catch {
      notes.append(
        EmptyStateLinter.Note(file: folder, message: "cannot be read", isUnreadable: true))
      return nil
    }
  }

  /// Records `path` by its resolved form; `false` when it was visited before.
  private mutating func visit(_ path: String) -> Bool {
    visited.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path).inserted
  }
}
