import Foundation
import Testing

@testable import EmptyStatesLint

/// The linter against the compiler: each misuse planted for `Scripts/typecheck-apple-platforms`
/// names the platforms and SDK generations whose availability-checked type-check rejects it
/// (`// rejected-on:`). `missing-availability-check`, deployed to the package's oldest versions
/// and told each SDK in turn, must never flag a platform whose check with that SDK accepts the
/// plant, and must flag exactly the rejected ones for the plants whose APIs the availability
/// table holds. A plant checked on some platforms only (`// checked-on:`) is compared there.
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
    "ContentUnavailableViewGuarded", "ContentUnavailableViewUnguarded", "ControlSizeOnTVOS",
    "ControlSizeOnWatchOS8", "GlassWithoutAskingTheSDK", "ScrollGeometryChangeUnguarded",
  ]

  @Test(arguments: tablePlants) func theTablesPlantsAreFlaggedWhereTheCompilerRejectsThem(
    _ plant: String
  ) throws {
    for sdk in SDKGeneration.allCases {
      let (flagged, rejected) = try verdicts(plant, sdk: sdk)
      #expect(flagged == rejected, "\(sdk)")
    }
  }

  @Test func noPlantIsFlaggedWhereTheCompilerAcceptsIt() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.plants.path)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    #expect(Set(Self.tablePlants).isSubset(of: names))
    for plant in names {
      for sdk in SDKGeneration.allCases {
        let (flagged, rejected) = try verdicts(plant, sdk: sdk)
        #expect(flagged.isSubset(of: rejected), "\(plant), \(sdk)")
      }
    }
  }

  /// The platforms the linter flags the plant on, and those the compiler rejects it on, with
  /// `sdk`.
  private func verdicts(
    _ plant: String, sdk: SDKGeneration
  ) throws -> (flagged: Set<String>, rejected: Set<String>) {
    let text = try String(
      contentsOf: Self.plants.appendingPathComponent(plant + ".swift"), encoding: .utf8)
    // `ios` is rejected in every generation, `ios@sdk27` with the 27 SDK only.
    func platforms(_ field: String) -> Set<String>? {
      guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("// \(field):") })
      else { return nil }
      return Set(
        line.dropFirst("// \(field):".count).split(separator: " ").compactMap { word in
          let parts = word.split(separator: "@").map(String.init)
          return parts.count == 1 || parts[1] == "sdk\(sdk.rawValue)" ? parts[0] : nil
        })
    }
    let rejected = platforms("rejected-on") ?? []
    let checked = platforms("checked-on") ?? Set(Self.platforms.map(\.name))
    var flagged: Set<String> = []
    for (name, target) in Self.platforms where checked.contains(name) {
      let parsed = try #require(DeploymentTarget(target))
      let linter = FileLinter(
        rules: [.missingAvailabilityCheck],
        deploymentTargets: [parsed.os: ResolvedDeploymentTarget(target: parsed)],
        sdk: ResolvedSDK(generation: sdk, origin: "--sdk"))
      if !linter.lint(Array(text.utf8), path: plant).findings.isEmpty { flagged.insert(name) }
    }
    return (flagged, rejected)
  }
}
