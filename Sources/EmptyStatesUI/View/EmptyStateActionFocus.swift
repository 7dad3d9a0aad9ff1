#if canImport(SwiftUI)
  import SwiftUI

  /// Marks the button of an action that takes default focus in the enclosing empty state's
  /// focus scope, on tvOS; changes nothing elsewhere.
  struct EmptyStateActionFocus: ViewModifier {
    /// Whether this action takes default focus: the first one does.
    let prefersDefaultFocus: Bool
    #if os(tvOS)
      @Environment(\.emptyStateFocusNamespace) private var namespace
    #endif

    @ViewBuilder func body(content: Content) -> some View {
      #if os(tvOS)
        if let namespace {
          content.prefersDefaultFocus(prefersDefaultFocus, in: namespace)
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
#endif
