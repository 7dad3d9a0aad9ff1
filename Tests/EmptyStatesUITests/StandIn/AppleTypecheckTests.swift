import Foundation
import Testing

/// Runs `Scripts/typecheck-apple-platforms --self-test`, so that `swift test` type-checks the
/// SwiftUI layer, its previews, the seeds' and the catalog's samples and the README's snippets
/// for every Apple platform, against every SDK generation of `AppleSDKMirror/SDKGenerations.tsv`,
/// with Apple's availability, and sees every planted misuse rejected where it is an error and
/// nowhere else. The first run builds the standard library for five simulators (a few minutes,
/// cached under `.build/apple-typecheck`); later runs take seconds to a minute.
@Suite struct AppleTypecheckTests {
  static let platforms = ["ios", "macos", "tvos", "watchos", "visionos"]

  /// The generations the mirror declares, from their one source.
  static func generations() throws -> [String] {
    let table = try String(
      contentsOf: StandInAvailability.packageRoot.appendingPathComponent(
        "AppleSDKMirror/SDKGenerations.tsv"),
      encoding: .utf8)
    return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
  }

  @Test(.timeLimit(.minutes(20)))
  func swiftUILayerTypeChecksForEveryApplePlatformAndEveryPlantFails() throws {
    let root = StandInAvailability.packageRoot
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      root.appendingPathComponent("Scripts/typecheck-apple-platforms").path, "--self-test",
    ]
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let log = String(decoding: data, as: UTF8.self)
    let summary = log.split(separator: "\n").filter { $0.hasPrefix("== ") }
    // The verdict per platform and per plant, for the CI log.
    print(summary.joined(separator: "\n"))

    #expect(process.terminationStatus == 0, "\(log)")
    let generations = try Self.generations()
    #expect(generations == ["sdk18", "sdk26", "sdk27"])
    for platform in Self.platforms {
      for generation in generations {
        #expect(
          summary.contains {
            $0.hasPrefix("== \(platform)@\(generation) (") && $0.hasSuffix(" SDK): ok")
          })
      }
    }
    #expect(summary.contains { $0.hasPrefix("== 15 platform-generations checked in ") })
    let plants = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Scripts/typecheck-plants").path
    ).filter { $0.hasSuffix(".swift") }
    #expect(plants.count >= 5)
    for plant in plants {
      let name = String(plant.dropLast(".swift".count))
      #expect(
        summary.contains { $0.hasPrefix("== plant \(name): ") && $0.hasSuffix("as expected") })
    }
  }

  @Test(arguments: [
    ("ios@sdk99", "unknown SDK generation \"sdk99\""), ("ipados", "unknown argument \"ipados\""),
    ("tvos@", "unknown SDK generation \"\""),
  ])
  func aBadPlatformOrGenerationIsAUsageError(argument: String, message: String) throws {
    let root = StandInAvailability.packageRoot
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      root.appendingPathComponent("Scripts/typecheck-apple-platforms").path, argument,
    ]
    process.currentDirectoryURL = root
    let errors = Pipe()
    process.standardOutput = Pipe()
    process.standardError = errors
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    #expect(process.terminationStatus == 64)
    #expect(lines.count == 1)
    #expect(lines.first?.contains(message) == true)
  }
}
