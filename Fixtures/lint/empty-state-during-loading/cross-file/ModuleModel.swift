import Foundation

// The models' base class: setting the resolver subscribes the model, which each module's
// model overrides to start its loads (RecordsModule.swift).

protocol ModuleModelProtocol: AnyObject {
  var resolver: ServiceResolver? { get set }
  var isInitial: Bool { get set }
  func subscribe()
}

class ModuleModel: ModuleModelProtocol {
  var isInitial = true

  var resolver: ServiceResolver? {
    didSet {
      if resolver != nil {
        subscribe()
      }
    }
  }

  func subscribe() {}
}

struct ServiceResolver {}
