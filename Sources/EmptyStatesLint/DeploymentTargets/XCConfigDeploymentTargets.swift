import Foundation

/// Reads the deployment targets an `.xcconfig` file sets: `IPHONEOS_DEPLOYMENT_TARGET = 16.0`.
///
/// `//` comments are ignored; `#include` lines are not followed. A conditional setting
/// (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 17.0`) counts only when the file has no
/// unconditional one for that system, and then the lowest conditional value counts. A value that
/// refers to another setting (`$(inherited)`) is skipped.
enum XCConfigDeploymentTargets {
  /// The versions per system that `text` sets; the last unconditional line of a system wins.
  /// - Throws: ``DeploymentTargetReadError`` when a deployment target line holds no version.
  static func read(_ text: String) throws(DeploymentTargetReadError) -> [AppleOS: OSVersion] {
    var unconditional: [AppleOS: OSVersion] = [:]
    var conditional: [AppleOS: OSVersion] = [:]
    for rawLine in text.split(whereSeparator: \.isNewline) {
      let line = rawLine.beforeComment()
      // The `=` of the assignment, after any `[sdk=…]` condition.
      guard var equals = line.firstIndex(of: "=") else { continue }
      if line[..<equals].contains("["), let close = line.firstIndex(of: "]") {
        guard let after = line[close...].firstIndex(of: "=") else { continue }
        equals = after
      }
      var key = line[..<equals].trimmingCharacters(in: .whitespaces)
      var isConditional = false
      if let bracket = key.firstIndex(of: "[") {
        key = String(key[..<bracket]).trimmingCharacters(in: .whitespaces)
        isConditional = true
      }
      guard let os = AppleOS(deploymentTargetSetting: key) else { continue }
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.contains("$(") || value.contains("${") { continue }
      guard let version = OSVersion(value) else {
        throw DeploymentTargetReadError(
          kind: "xcconfig", reason: "\(key) = \(value) is not a version (write \(key) = 17.0)")
      }
      if isConditional {
        conditional[os] = min(version, conditional[os] ?? version)
      } else {
        unconditional[os] = version
      }
    }
    return conditional.merging(unconditional) { $1 }
  }
}

extension Substring {
  /// The text before a `//` comment, or all of it.
  fileprivate func beforeComment() -> Substring {
    var index = startIndex
    while index < endIndex {
      let next = self.index(after: index)
      if self[index] == "/", next < endIndex, self[next] == "/" { return self[..<index] }
      index = next
    }
    return self
  }
}
