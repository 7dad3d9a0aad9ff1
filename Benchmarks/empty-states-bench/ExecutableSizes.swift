import Foundation

/// The size each library adds to a minimal executable: probes that call one API of a library
/// (`Benchmarks/Probes`), built in release by SwiftPM, against a probe that calls Foundation only.
struct ExecutableSizes {
  /// One probe's figures.
  struct Probe {
    /// The product's name.
    var name: String
    /// What it calls.
    var calls: String
    /// The file's size as built, in bytes.
    var bytes: Int
    /// Its size with symbols and debug information stripped, in bytes, when `strip` exists.
    var strippedBytes: Int?
  }

  /// Why a probe could not be measured.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The probes, the Foundation-only one first.
  static let probes = [
    ("size-probe-foundation", "`Locale(identifier:)` (Foundation only)"),
    ("size-probe-core", "`EmptyStateLocalizer.localize(_:)` (EmptyStates)"),
    ("size-probe-html", "`HTMLRenderer.render(_:)` (EmptyStatesHTML)"),
    ("size-probe-terminal", "`TerminalRenderer.render(_:)` (EmptyStatesTerminal)"),
  ]

  /// The package to build the probes in.
  var packageRoot: URL

  /// What the probes measured, and the core's resources.
  struct Figures {
    /// Every probe, the Foundation-only one first.
    var probes: [Probe]
    /// The resource bundle the core's probes carry beside them, and its size in bytes.
    var resources: (name: String, bytes: Int)?
  }

  /// Builds every probe in release and measures it.
  ///
  /// - Throws: ``Failure`` when `swift build` fails or a probe is missing.
  func measure() throws(Failure) -> Figures {
    let folder: URL
    do {
      folder = try ReleaseBuild(packageRoot: packageRoot).build(Self.probes.map(\.0))
    } catch {
      throw Failure(description: error.description)
    }
    var probes: [Probe] = []
    for (name, calls) in Self.probes {
      let file = folder.appendingPathComponent(name)
      guard let bytes = Self.size(of: file) else {
        throw Failure(description: "no probe at \(file.path)")
      }
      probes.append(Probe(name: name, calls: calls, bytes: bytes, strippedBytes: stripped(file)))
    }
    let bundle = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
      .first { $0.hasSuffix("_EmptyStates.resources") || $0.hasSuffix("_EmptyStates.bundle") }
    return Figures(
      probes: probes,
      resources: bundle.map { ($0, Self.folderSize(folder.appendingPathComponent($0))) })
  }

  /// The bytes of every file under `folder`.
  private static func folderSize(_ folder: URL) -> Int {
    let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return files.reduce(0) { $0 + (size(of: folder.appendingPathComponent($1)) ?? 0) }
  }

  /// The size of a stripped copy of `file`, or `nil` when there is no `strip`.
  private func stripped(_ file: URL) -> Int? {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-states-bench-\(file.lastPathComponent)")
    try? FileManager.default.removeItem(at: copy)
    guard (try? FileManager.default.copyItem(at: file, to: copy)) != nil else { return nil }
    defer { try? FileManager.default.removeItem(at: copy) }
    guard Machine.commandOutput(["strip", copy.path], quiet: true, allowEmpty: true) != nil
    else { return nil }
    return Self.size(of: copy)
  }

  private static func size(of file: URL) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int
  }
}
