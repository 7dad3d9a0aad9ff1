import Foundation
import Testing

/// Where the browser tests find what they need: Chromium, axe-core, Python, the DevTools
/// driver, the `empty-states` binary; and whether to skip when something is missing.
///
/// Missing Chromium or axe-core skips the browser tests with a reason, except on CI
/// (`CI=true`), where a missing tool is a failure: CI must never pass by testing nothing.
enum BrowserTools {
  /// The package's root folder, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// This test target's folder.
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The Chromium binary that Debian's `chromium` package installs.
  static let chromium = URL(fileURLWithPath: "/usr/lib/chromium/chromium")

  /// The Python-stdlib script that drives Chromium over `--remote-debugging-pipe`.
  static let driver = testsFolder.appendingPathComponent("Driver/cdp_driver.py")

  /// The hand-written pages that prove the checks can fail (and pass).
  static let fixtures = packageRoot.appendingPathComponent("Fixtures/browser")

  /// axe-core's `axe.min.js`, as `.ci/run` installs it under `.browser-tools/axe`.
  static let axe: URL? = {
    let folder = packageRoot.appendingPathComponent(".browser-tools/axe")
    guard
      let files = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return nil }
    for case let file as URL in files where file.lastPathComponent == "axe.min.js" {
      return file
    }
    return nil
  }()

  /// `python3`, from the `PATH`.
  static let python: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("python3")
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// The built `empty-states` binary, beside the test bundle.
  static let binary: URL? = {
    let folder = Bundle.main.bundleURL
    return [folder, folder.deletingLastPathComponent()]
      .map { $0.appendingPathComponent("empty-states") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Whether this is a CI run, where missing tools fail instead of skipping.
  /// A folder of the system's temporary directory for this checkout's browser tests: fixed, so
  /// people can open what the tests saw, and distinct per checkout, so that test runs of two
  /// clones or worktrees at the same time never delete each other's files.
  ///
  /// - Parameter name: What the folder holds, such as `"screenshots"`.
  /// - Returns: `…/empty-states-<checkout>-<hash>-<name>`.
  static func scratchFolder(_ name: String) -> URL {
    var hash: UInt32 = 2_166_136_261
    for byte in packageRoot.path.utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    let checkout = packageRoot.lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" }
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-states-\(checkout)-\(String(hash, radix: 16))-\(name)")
  }

  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// What is missing to run the browser tests, one line each; empty when all is there.
  static let missing: [String] = {
    var missing: [String] = []
    if !FileManager.default.isExecutableFile(atPath: chromium.path) {
      missing.append("Chromium (\(chromium.path))")
    }
    if axe == nil {
      missing.append("axe-core (\(packageRoot.path)/.browser-tools/axe/**/axe.min.js)")
    }
    if python == nil { missing.append("python3") }
    return missing
  }()

  /// Whether the browser tests run: the tools are there, or CI demands them.
  static var shouldRun: Bool { missing.isEmpty || isCI }

  /// The reason `swift test` prints for skipped browser tests.
  static var skipReason: Comment {
    Comment(
      rawValue: "browser tests skipped: missing \(missing.joined(separator: ", ")); "
        + "install chromium and axe-core, see .ci/run (CI=true turns this skip into a failure)")
  }

  /// Fails the calling test unless every tool is there (reached on CI only when one is missing).
  static func require() throws {
    guard missing.isEmpty else {
      let missing = missing.joined(separator: ", ")
      Issue.record(
        "CI=true but the browser tests cannot run: missing \(missing); .ci/run installs them")
      throw ToolError.missingTools
    }
  }

  /// The run could not start.
  enum ToolError: Error, CustomStringConvertible {
    case missingTools
    case missingBinary

    var description: String {
      switch self {
      case .missingTools: "Chromium, axe-core or python3 is missing"
      case .missingBinary: "the empty-states binary is not beside the tests; run `swift build`"
      }
    }
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a suite only when Chromium and axe-core are installed, or on CI (`CI=true`).
  static var browserToolsInstalled: Self {
    .enabled(if: BrowserTools.shouldRun, BrowserTools.skipReason)
  }
}
