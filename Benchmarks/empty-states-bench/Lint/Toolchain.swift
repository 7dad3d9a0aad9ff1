import Foundation

/// Programs the lint benchmark runs beside ours, found as a shell would find them.
enum Toolchain {
  /// `swift-format`, which ships with the toolchain: on `PATH`, or beside the `swift` on `PATH`
  /// (its links resolved), as `swift format` finds it.
  static var swiftFormat: String? {
    if let onPath = onPath("swift-format") { return onPath }
    guard let swift = onPath("swift") else { return nil }
    let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
    let beside = resolved.deletingLastPathComponent().appendingPathComponent("swift-format").path
    return FileManager.default.isExecutableFile(atPath: beside) ? beside : nil
  }

  /// The first executable file called `name` in a folder of `PATH`.
  static func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name).path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
