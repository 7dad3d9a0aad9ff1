import Foundation
import Testing

@testable import EmptyStatesLint

/// The linter against the compiler: each misuse planted for `Scripts/typecheck-apple-platforms`
/// names the platforms whose availability-checked type-check rejects it (`// rejected-on:`).
/// `missing-availability-check`, deployed to the package's oldest versions, must never flag a
/// platform the compiler accepts, and must flag exactly the rejected ones for the plants whose
/// APIs the availability table holds.
@Suite struct TypecheckPlantParityTests {
  static let plants = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts/typecheck-plants")

  /// The type-check's platform names and the package's oldest version of each.
  static let platforms: [(name: String, target: String)] = [
    ("ios", "iOS15"), ("macos", "macOS12"), ("tvos", "tvOS15"), ("watchos", "watchOS8"),
    ("visionos", "visionOS1"),
  ]

  /// The plants whose rejection comes from an API in the availability table.
  static let tablePlants = [
    "ContentUnavailableViewGuarded", "ContentUnavailableViewUnguarded", "ControlSizeOnWatchOS8",
    "GlassWithoutAskingTheSDK", "ScrollGeometryChangeUnguarded",
  ]

  @Test(arguments: tablePlants) func theTablesPlantsAreFlaggedWhereTheCompilerRejectsThem(
    _ plant: String
  ) throws {
    let (flagged, rejected) = try verdicts(plant)
    #expect(flagged == rejected)
  }

  @Test func noPlantIsFlaggedWhereTheCompilerAcceptsIt() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.plants.path)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    #expect(Set(Self.tablePlants).isSubset(of: names))
    for plant in names {
      let (flagged, rejected) = try verdicts(plant)
      #expect(flagged.isSubset(of: rejected), "\(plant)")
    }
  }

  /// The platforms the linter flags the plant on, and those the compiler rejects it on.
  private func verdicts(_ plant: String) throws -> (flagged: Set<String>, rejected: Set<String>) {
    let text = try String(
      contentsOf: Self.plants.appendingPathComponent(plant + ".swift"), encoding: .utf8)
    let rejectedLine = text.split(separator: "\n").first { $0.hasPrefix("// rejected-on:") } ?? ""
    let rejected = Set(
      rejectedLine.dropFirst("// rejected-on:".count).split(separator: " ").map(String.init)
        .filter { !$0.contains("@") })
    var flagged: Set<String> = []
    for (name, target) in Self.platforms {
      let parsed = try #require(DeploymentTarget(target))
      let linter = FileLinter(
        rules: [.missingAvailabilityCheck],
        deploymentTargets: [parsed.os: ResolvedDeploymentTarget(target: parsed)])
      if !linter.lint(Array(text.utf8), path: plant).findings.isEmpty { flagged.insert(name) }
    }
    return (flagged, rejected)
  }
}
