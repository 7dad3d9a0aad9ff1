import SwiftUI

// The records module's root view: it only calls the protocol's `configureView` on appear
// (ModuleScreen.swift); the loads start three files away. The view model is called `state`,
// which names no load state.

extension Records {
  struct RootView: ModuleScreen {
    let resolver: ServiceResolver
    @State var state = StateModel()
    @State private var hasNotes = false

    var body: some View {
      VStack {
        switch state.kind {
        case .readings:
          if state.readings.isEmpty {
            ContentUnavailableView("No Readings", systemImage: "waveform.path.ecg", description: Text("Readings from your sensor appear here.")) // expect: empty-state-during-loading
          }
        case .notes:
          if state.notes.isEmpty || !hasNotes {
            ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Notes you add to a reading appear here.")) // expect: empty-state-during-loading
          }
        }
      }
      .onAppear(perform: configureView)
    }
  }
}

extension Sharing {
  // Contacts start with the user in them: nothing to wait for.
  struct RootView: ModuleScreen {
    let resolver: ServiceResolver
    @State var state = StateModel()

    var body: some View {
      List(state.contacts, id: \.self) { Text($0) }
        .overlay {
          if state.contacts.isEmpty {
            ContentUnavailableView("No Contacts", systemImage: "person.2")
          }
        }
        .onAppear(perform: configureView)
    }
  }
}
