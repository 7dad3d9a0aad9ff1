import Foundation
import Observation

// Two modules, each with a model named `StateModel` in its own namespace. The records model
// fetches in tasks it starts when subscribed: from this file, and from an extension in
// RecordsModule+Loading.swift.

enum Records {
  enum Kind { case readings, notes }

  @Observable final class StateModel: ModuleModel {
    var readings: [Double] = []
    var notes: [String] = []
    var kind = Kind.readings

    override func subscribe() {
      Task { readings = await RecordsAPI.readings() }
      loadNotes()
    }
  }
}

enum Sharing {
  @Observable final class StateModel: ModuleModel {
    var contacts: [String] = ["me"]
  }
}

enum RecordsAPI {
  static func readings() async -> [Double] { [] }
  static func notes() async -> [String] { [] }
}
