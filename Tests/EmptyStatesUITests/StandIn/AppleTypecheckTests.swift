import Foundation
import Testing

/// Runs `Scripts/typecheck-apple-platforms --self-test`, so that `swift test` type-checks the
/// SwiftUI layer, its previews and the samples for every Apple platform with Apple's
/// availability, and sees every planted misuse rejected where it is an error and nowhere else.
/// The first run builds the standard library for five simulators (a few minutes, cached under
/// `.build/apple-typecheck`); later runs take seconds.
@Suite struct AppleTypecheckTests {
  static let platforms = ["ios", "macos", "tvos", "watchos", "visionos"]

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
    for platform in Self.platforms {
      #expect(summary.contains { $0.hasPrefix("== \(platform) (") && $0.hasSuffix("): ok") })
    }
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
}
