import Testing

@testable import EmptyStatesLint

@Suite struct SourceMembershipTests {
  static let membership: SourceMembership = {
    var membership = SourceMembership()
    membership.add(
      .init(target: "App", excludedPaths: ["Previews", "Debug/Menu.swift"]), at: "/p/App")
    membership.add(.init(target: "Widget"), at: "/p/App/Shared/Card.swift")
    membership.add(.init(target: "Widget", excludes: [PathGlob("**/*.md")]), at: "/p/./Widget/")
    membership.add(.init(target: "Kit", includes: [PathGlob("Core")]), at: "/p/Kit")
    return membership
  }()

  @Test(arguments: [
    ("/p/App/Home.swift", ["App"]),
    ("/p/App/Shared/Card.swift", ["App", "Widget"]),
    ("/p/App/Previews/Home.swift", []),
    ("/p/App/Debug/Menu.swift", []),
    ("/p/App/Debug/Log.swift", ["App"]),
    ("/p/App/PreviewsExtra.swift", ["App"]),
    ("/p/Widget/Entry.swift", ["Widget"]),
    ("/p/Widget/Docs/README.md", []),
    ("/p/Kit/Core/Store.swift", ["Kit"]),
    ("/p/Kit/Extras/Store.swift", []),
    ("/p/Application/Home.swift", []),
    ("/p", []),
  ])
  func aFileHasTheTargetsOfTheSourcesThatHoldIt(path: String, targets: [String]) {
    #expect(Self.membership.targets(compiling: path) == Set(targets))
  }

  @Test func anEmptyMembershipListsNothing() {
    #expect(SourceMembership().isEmpty)
    #expect(SourceMembership().targets(compiling: "/p/App/Home.swift").isEmpty)
    #expect(!Self.membership.isEmpty)
  }
}
