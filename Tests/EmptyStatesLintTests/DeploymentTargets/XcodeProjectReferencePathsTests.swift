import Testing

@testable import EmptyStatesLint

@Suite struct XcodeProjectReferencePathsTests {
  static func paths(_ objects: String, mainGroup: String = "G0") throws
    -> XcodeProjectReferencePaths
  {
    let root = try #require(OldStylePropertyListParser.parse("{\(objects)}").dictionary)
    return XcodeProjectReferencePaths(objects: root, mainGroup: mainGroup, projectFolder: "/p")
  }

  @Test func groupsWithAFolderNestAndGroupsWithoutOneDoNot() throws {
    let paths = try Self.paths(
      """
      G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
      G1 = {isa = PBXGroup; children = (G3); path = Sources; sourceTree = "<group>"; };
      G2 = {isa = PBXGroup; children = (F2); name = Virtual; sourceTree = "<group>"; };
      G3 = {isa = PBXGroup; children = (F1); name = Views; path = "App Views"; sourceTree = "<group>"; };
      F1 = {isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
      F2 = {isa = PBXFileReference; name = Row.swift; path = ../Shared/./Row.swift; sourceTree = "<group>"; };
      """)
    #expect(paths.resolved("F1") == ["/p/Sources/App Views/Home.swift"])
    #expect(paths.resolved("F2") == ["/Shared/Row.swift"])
    #expect(paths.resolved("G2") == ["/p"])
    #expect(paths.resolved("G3") == ["/p/Sources/App Views"])
  }

  @Test func otherSourceTreesAreNoFilesOfTheProject() throws {
    let paths = try Self.paths(
      """
      G0 = {isa = PBXGroup; children = (F1, F2, G1); sourceTree = "<group>"; };
      F1 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
      F2 = {isa = PBXFileReference; path = usr/lib/libz.tbd; sourceTree = SDKROOT; };
      G1 = {isa = PBXGroup; children = (F3); path = Derived; sourceTree = DERIVED_FILE_DIR; };
      F3 = {isa = PBXFileReference; path = Generated.swift; sourceTree = "<group>"; };
      """)
    #expect(paths.resolved("F1") == [])
    #expect(paths.resolved("F2") == [])
    #expect(paths.resolved("F3") == [])
  }

  @Test func anElementOutsideTheTreeResolvesOnlyFromTheProjectOrTheRoot() throws {
    let paths = try Self.paths(
      """
      G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
      F1 = {isa = PBXFileReference; path = Tools/Gen.swift; sourceTree = SOURCE_ROOT; };
      F2 = {isa = PBXFileReference; path = /tmp/Scratch.swift; sourceTree = "<absolute>"; };
      F3 = {isa = PBXFileReference; path = Lost.swift; sourceTree = "<group>"; };
      """)
    #expect(paths.resolved("F1") == ["/p/Tools/Gen.swift"])
    #expect(paths.resolved("F2") == ["/tmp/Scratch.swift"])
    #expect(paths.resolved("F3") == [])
    #expect(paths.resolved("missing") == [])
  }

  @Test func aCyclicGroupTreeIsWalkedOnce() throws {
    let paths = try Self.paths(
      """
      G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
      G1 = {isa = PBXGroup; children = (G0, G1, F1); path = A; sourceTree = "<group>"; };
      F1 = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
      """)
    #expect(paths.resolved("F1") == ["/p/A/A.swift"])
  }

  @Test func aDeepGroupChainDoesNotExhaustTheStack() throws {
    let depth = 5_000
    var objects = ""
    for level in 0..<depth {
      objects += "G\(level) = {isa = PBXGroup; children = (G\(level + 1)); path = d; };\n"
    }
    objects += "G\(depth) = {isa = PBXFileReference; path = Deep.swift; };"
    let paths = try Self.paths(objects)
    let expected = "/p/" + String(repeating: "d/", count: depth) + "Deep.swift"
    #expect(paths.resolved("G\(depth)") == [expected])
  }
}
