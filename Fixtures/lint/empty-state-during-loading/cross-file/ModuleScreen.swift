import SwiftUI

// A modular app's base protocol: every module's root view configures its model on appear
// through this default, which hands the model its resolver (ModuleModel.swift).

protocol ModuleScreen: View {
  associatedtype Model: ModuleModelProtocol
  var resolver: ServiceResolver { get }
  var state: Model { get }
  func configureView()
}

extension ModuleScreen {
  func configureView() {
    if state.isInitial {
      state.resolver = resolver
      state.isInitial = false
    }
  }
}
