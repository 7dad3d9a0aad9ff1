import Testing

@testable import EmptyStatesLint

@Suite struct XcodeGenSourceMembershipTests {
  /// A hiking app's XcodeGen spec at /p/Hikes/project.yml: `sources:` as a string, a flow list,
  /// mappings with `excludes:` / `includes:` (block and flow lists, a list at its key's own
  /// indentation), non-source build phases, and a template.
  static let project = """
    name: Hikes
    options:
      deploymentTarget:
        iOS: "16.4"
    targets:
      Hikes:
        type: application
        platform: iOS
        deploymentTarget: "17.0"
        sources: App
        preBuildScripts:
          - name: Lint
            script: |
              swiftlint lint --strict
              echo "done: ok"
      HikesWidget:
        type: app-extension
        platform: iOS
        sources: [Widget, "Shared/Formatting.swift"]
      HikesKit:
        type: framework
        platform: iOS
        deploymentTarget: "16.0"
        sources:
          - path: Kit
            excludes:
              - "**/*Tests.swift"
              - Experimental
          - path: Shared
            includes:
            - "*.swift"
            excludes: ["Formatting.swift"]
          - path: Resources
            buildPhase: resources
          - path: Docs
            type: folder
      HikesTests:
        type: bundle.unit-test
        platform: iOS
        templates: [Tested]
      HikesUITests:
        type: bundle.ui-testing
        platform: iOS
    targetTemplates:
      Tested:
        sources:
          - path: ${target_name}
            excludes:
              - Fixtures
    """

  static func membership() throws -> SourceMembership {
    try XcodeGenSourceMembership.read(YAMLNode.parse(project), projectFile: "/p/Hikes/project.yml")
  }

  @Test(arguments: [
    ("/p/Hikes/App/Home.swift", ["Hikes"]),
    ("/p/Hikes/App/Screens/Trails.swift", ["Hikes"]),
    ("/p/Hikes/Widget/Nearby.swift", ["HikesWidget"]),
    // Listed by the widget as a file; the kit's mapping for Shared excludes it.
    ("/p/Hikes/Shared/Formatting.swift", ["HikesWidget"]),
    ("/p/Hikes/Shared/Units.swift", ["HikesKit"]),
    ("/p/Hikes/Kit/Store.swift", ["HikesKit"]),
    ("/p/Hikes/HikesTests/StoreTests.swift", ["HikesTests"]),
  ])
  func eachFormOfSourcesListsItsFiles(path: String, targets: [String]) throws {
    #expect(try Self.membership().targets(compiling: path) == Set(targets))
  }

  @Test(arguments: [
    // `**/*Tests.swift` matches at the top and in folders; `Experimental` takes a folder out.
    "/p/Hikes/Kit/StoreTests.swift", "/p/Hikes/Kit/Sync/SyncTests.swift",
    "/p/Hikes/Kit/Experimental/Offline.swift",
    // `includes: ["*.swift"]` keeps only Swift files at the top of Shared.
    "/p/Hikes/Shared/README.md",
    // Resources go to another build phase; a folder reference compiles nothing.
    "/p/Hikes/Resources/Colors.swift", "/p/Hikes/Docs/Guide.swift",
    // The template's `excludes:` apply to the target that uses it.
    "/p/Hikes/HikesTests/Fixtures/Sample.swift",
    // A target with no `sources:` compiles nothing the file says.
    "/p/Hikes/HikesUITests/LaunchTests.swift",
    "/p/Hikes/project.yml", "/p/Hikes/Unlisted.swift",
  ])
  func excludedAndUnlistedPathsHaveNoTarget(path: String) throws {
    #expect(try Self.membership().targets(compiling: path).isEmpty)
  }

  @Test func theScriptBlockIsNotReadAsKeys() throws {
    let root = try YAMLNode.parse(Self.project)
    let script = try #require(root["targets"]?["Hikes"]?["preBuildScripts"]?.items.first)
    #expect(script["name"]?.value == "Lint")
    #expect(script["script"]?.value == "|")
    #expect(script.children.map(\.key) == ["name", "script"])
  }

  @Test func aSpecWithoutTargetsListsNothing() throws {
    let root = try YAMLNode.parse("name: Tool\nsources: [Sources]\n")
    #expect(XcodeGenSourceMembership.read(root, projectFile: "/p/project.yml").isEmpty)
  }
}
