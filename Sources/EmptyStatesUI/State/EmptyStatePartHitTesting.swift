#if canImport(SwiftUI)
  import SwiftUI

  /// Lets a part of an empty state take hits, or pass them to the view below, as the
  /// environment's ``EmptyStateHitTesting`` says.
  ///
  /// Nonisolated, as the style configuration that applies it is: its conformance is declared in
  /// an extension.
  struct EmptyStatePartHitTesting {
    let part: EmptyStateHitTesting.Part
    @Environment(\.emptyStateHitTesting) private var hitTesting
  }

  extension EmptyStatePartHitTesting: ViewModifier {
    func body(content: Content) -> some View {
      content.allowsHitTesting(hitTesting.takesHits(part))
    }
  }
#endif
