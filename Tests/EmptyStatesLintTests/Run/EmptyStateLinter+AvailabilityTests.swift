import Foundation
import Testing

@testable import EmptyStatesLint

@Suite struct UnbuiltAvailabilityFindingsTests {
  static func report(_ line: Int, _ systems: AppleOS.Set, method: String? = nil)
    -> AvailabilityFacts.Report
  {
    AvailabilityFacts.Report(line: line, column: 5, systems: systems, methodName: method)
  }

  @Test func aModifierAFileOfTheRunDeclaresMayBeThatDeclaration() {
    var kit = AvailabilityFacts()
    kit.extensionMethods = ["overlay"]
    var screen = AvailabilityFacts()
    screen.reports = [Self.report(3, .iOS, method: "overlay"), Self.report(9, .iOS)]
    let dropped = EmptyStateLinter.unbuiltAvailabilityFindings([kit, screen])
    #expect(dropped == [[], [[3, 5]]])
  }

  @Test func aSystemReportedAgainAndAgainWithNoCheckNamingItIsNotBuilt() {
    var screens = AvailabilityFacts()
    screens.reports = [
      Self.report(1, .macOS), Self.report(2, .macOS), Self.report(3, [.macOS, .iOS]),
      Self.report(4, .iOS),
    ]
    // Three macOS findings, no check naming macOS: those about macOS alone go.
    #expect(EmptyStateLinter.unbuiltAvailabilityFindings([screens]) == [[[1, 5], [2, 5]]])
    // A check naming macOS anywhere in the run says it is built.
    var other = AvailabilityFacts()
    other.namedSystems = .macOS
    #expect(EmptyStateLinter.unbuiltAvailabilityFindings([screens, other]) == [[], []])
  }

  @Test func fewerFindingsThanTheEvidenceStay() {
    var screen = AvailabilityFacts()
    screen.reports = (1..<EmptyStateLinter.unbuiltSystemEvidence).map { Self.report($0, .tvOS) }
    #expect(EmptyStateLinter.unbuiltAvailabilityFindings([screen]) == [[]])
  }

  @Test func aRunReadsTheBackportAnotherFileDeclares() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("availability-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "let package = Package(name: \"Kit\", platforms: [.iOS(.v14)])\n".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let screen = """
      struct Badge: View {
        var body: some View {
          Text("New").overlay { Circle().stroke() }
        }
      }
      """
    try screen.write(
      to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
    let alone = try EmptyStateLinter(rules: [.missingAvailabilityCheck]).lint([folder.path])
    #expect(alone.findings.map(\.line) == [3])
    let backport = """
      extension View {
        func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V)
          -> some View { overlay(content(), alignment: alignment) }
      }
      """
    try backport.write(
      to: folder.appendingPathComponent("View+Overlay.swift"), atomically: true, encoding: .utf8)
    let together = try EmptyStateLinter(rules: [.missingAvailabilityCheck]).lint([folder.path])
    #expect(together.findings.isEmpty)
  }
}
