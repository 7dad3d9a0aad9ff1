import Foundation
import Testing

@testable import EmptyStatesLint

@Suite struct SDKGenerationTests {
  /// The rows of the mirror's table of generations, its one source.
  static func mirrorTable() throws -> [[String]] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("AppleSDKMirror/SDKGenerations.tsv")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .map { $0.split(separator: " ").map(String.init) }
  }

  @Test func theGenerationsAreTheMirrors() throws {
    let rows = try Self.mirrorTable()
    #expect(rows.count == SDKGeneration.allCases.count)
    for row in rows {
      let generation = try #require(SDKGeneration(argument: String(row[0].dropFirst(3))))
      #expect(row[0] == "sdk\(generation.rawValue)")
      #expect(row[1] == "\(generation.xcode)")
      #expect(row[3] == generation.swiftUIVersion.map(String.init).joined(separator: "."))
    }
  }

  @Test(arguments: [("18", SDKGeneration.sdk18), ("26", .sdk26), ("27", .sdk27)])
  func sdkNamesItsGeneration(argument: String, generation: SDKGeneration) {
    #expect(SDKGeneration(argument: argument) == generation)
  }

  @Test(arguments: ["16", "17", "25", "270", "sdk27", "", " 27", "27.0"])
  func anythingElseIsNoGeneration(argument: String) {
    #expect(SDKGeneration(argument: argument) == nil)
  }

  @Test(arguments: [
    ("1620", SDKGeneration.sdk18), ("1500", .sdk18), ("2600", .sdk26), ("2640", .sdk26),
    ("2700", .sdk27), ("2810", .sdk27),
  ])
  func theXcodeThatLastUpgradedAProjectNamesItsSDK(value: String, generation: SDKGeneration) {
    #expect(SDKGeneration(lastUpgradeCheck: value) == generation)
  }

  @Test func aLastUpgradeCheckThatIsNoXcodeVersionSaysNothing() {
    #expect(SDKGeneration(lastUpgradeCheck: "12") == nil)
    #expect(SDKGeneration(lastUpgradeCheck: "26a0") == nil)
  }

  @Test func deploymentTargetsOf26OrLaterNeedThatSDK() {
    #expect(SDKGeneration.oldest(knowing: OSVersion(15)) == nil)
    #expect(SDKGeneration.oldest(knowing: OSVersion(18, 4)) == nil)
    #expect(SDKGeneration.oldest(knowing: OSVersion(26, 1)) == .sdk26)
    #expect(SDKGeneration.oldest(knowing: OSVersion(27)) == .sdk27)
    #expect(SDKGeneration.oldest(knowing: OSVersion(31)) == .sdk27)
  }

  @Test func swiftUIVersionsCompareComponentByComponent() {
    #expect(SDKGeneration.sdk26.hasSwiftUI(atLeast: [7, 0]))
    #expect(SDKGeneration.sdk26.hasSwiftUI(atLeast: [7, 0, 84, 1]))
    #expect(!SDKGeneration.sdk26.hasSwiftUI(atLeast: [7, 0, 84, 2]))
    #expect(!SDKGeneration.sdk18.hasSwiftUI(atLeast: [7]))
    #expect(!SDKGeneration.sdk27.hasSwiftUI(atLeast: [8, 0, 85]))
  }
}
