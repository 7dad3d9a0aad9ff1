import Foundation

/// The machine a run measured: figures only compare within one run on one machine.
enum Machine {
  /// Lines naming the CPU, its cores, the OS and the Swift compiler.
  static var description: [String] {
    [
      "CPU: \(cpuModel) (\(ProcessInfo.processInfo.activeProcessorCount) cores)",
      "OS: \(operatingSystem)",
      "Swift: \(swiftVersion)",
    ]
  }

  private static var cpuModel: String {
    let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }
    return model?.split(separator: ":", maxSplits: 1).last.map {
      $0.trimmingCharacters(in: .whitespaces)
    } ?? (commandOutput(["sysctl", "-n", "machdep.cpu.brand_string"]) ?? "unknown CPU")
  }

  private static var operatingSystem: String {
    let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
    let name = release.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
      .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: ["\""]) }
    let system = name ?? ProcessInfo.processInfo.operatingSystemVersionString
    return system + (commandOutput(["uname", "-srm"]).map { " (\($0))" } ?? "")
  }

  private static var swiftVersion: String {
    commandOutput(["swift", "--version"])?.split(separator: "\n").first.map(String.init)
      ?? "unknown (no `swift` on PATH)"
  }

  /// What a command prints on standard output, trimmed, or `nil` when it cannot run, fails or
  /// prints nothing.
  ///
  /// - Parameters:
  ///   - arguments: The command and its arguments, looked up on `PATH`.
  ///   - quiet: Whether to drop its standard error; otherwise it goes to ours.
  ///   - allowEmpty: Whether printing nothing is a success (an empty string).
  /// - Returns: The output, or `nil`.
  static func commandOutput(_ arguments: [String], quiet: Bool = true, allowEmpty: Bool = false)
    -> String?
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = quiet ? FileHandle.nullDevice : FileHandle.standardError
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty && !allowEmpty ? nil : text
  }
}
