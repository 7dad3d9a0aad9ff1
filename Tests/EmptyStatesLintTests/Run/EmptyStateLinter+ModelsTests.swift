import Foundation
import Testing

@testable import EmptyStatesLint

@Suite struct ModelFilesTests {
  @Test func aFileIsGivenTheOneOtherFileThatDeclaresAModelItWants() {
    let types = [
      TypeNeeds(declared: ["PantryScreen"], wanted: ["PantryStore", "Date"]),
      TypeNeeds(declared: ["PantryStore", "PantryItem"], wanted: []),
      TypeNeeds(declared: ["Settings"], wanted: ["Settings"]),
    ]
    let files = EmptyStateLinter.modelFiles(for: types)
    #expect(files.map(\.index) == [0])
    #expect(files.first?.models == ["PantryStore": 1])
  }

  @Test func aModelTwoFilesDeclareIsAmbiguous() {
    let types = [
      TypeNeeds(declared: [], wanted: ["FeedModel"]),
      TypeNeeds(declared: ["FeedModel"], wanted: []),
      TypeNeeds(declared: ["FeedModel"], wanted: []),
    ]
    #expect(EmptyStateLinter.modelFiles(for: types).isEmpty)
  }

  @Test func onlyTypesOneFileAloneDeclaresCanBeRead() {
    let types = [
      TypeNeeds(declared: ["Shelf", "Note"], wanted: []),
      TypeNeeds(declared: ["Note", "Feed"], wanted: ["Shelf"]),
      TypeNeeds(declared: [], wanted: ["Note"]),
    ]
    #expect(EmptyStateLinter.soleDeclarations(in: types) == ["Shelf": 0, "Feed": 1])
  }

  @Test func aViewIsLintedWithTheModelFileOfItsRun() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("model-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = """
      struct Screen: View {
        @State private var store = Store()
        var body: some View {
          if store.rows.isEmpty {
            ContentUnavailableView("No Rows", systemImage: "tablecells")
          }
          EmptyView().task { await store.load() }
        }
      }
      """
    let store = """
      @Observable final class Store {
        var rows: [String] = []
        func load() async { rows = await Server.rows() }
      }
      """
    try screen.write(
      to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
    let alone = try EmptyStateLinter().lint([folder.appendingPathComponent("Screen.swift").path])
    #expect(alone.findings.filter { $0.rule == .emptyStateDuringLoading }.isEmpty)
    try store.write(
      to: folder.appendingPathComponent("Store.swift"), atomically: true, encoding: .utf8)
    let together = try EmptyStateLinter().lint([folder.path])
    #expect(
      together.findings.filter { $0.rule == .emptyStateDuringLoading }.map(\.line) == [5])
  }
}
