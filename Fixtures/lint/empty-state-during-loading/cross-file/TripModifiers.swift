import SwiftUI

// Declared in a file of its own, as apps keep their view extensions.
extension View {
  func tripDataTask(perform action: @escaping () async -> Void) -> some View {
    modifier(TripDataTask(action: action))
  }
}

struct TripDataTask: ViewModifier {
  let action: () async -> Void

  func body(content: Content) -> some View {
    content
      .task { await action() }
      .refreshable { await action() }
  }
}
