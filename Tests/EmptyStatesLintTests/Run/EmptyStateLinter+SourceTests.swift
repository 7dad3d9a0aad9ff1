import Testing

@testable import EmptyStatesLint

@Suite struct EmptyStateLinterSourceTests {
  static let source = Array("ContentUnavailableView(\"No Notes\", systemImage: \"note\")\n".utf8)

  @Test func bytesAreLintedWithTheExplicitTargetsOnly() throws {
    let before = try EmptyStateLinter(deploymentTargets: ["iOS16"])
      .findings(inSource: Self.source, path: "Notes.swift")
    #expect(before.map(\.rule) == [.missingAvailabilityCheck])
    #expect(before.map { "\($0.file):\($0.line):\($0.column)" } == ["Notes.swift:1:1"])
    let after = try EmptyStateLinter(deploymentTargets: ["iOS17"])
      .findings(inSource: Self.source, path: "Notes.swift")
    #expect(after.isEmpty)
  }
}
