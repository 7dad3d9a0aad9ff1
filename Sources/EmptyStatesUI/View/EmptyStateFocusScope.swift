#if canImport(SwiftUI)
  import SwiftUI

  /// The focus scope of an empty state on tvOS: focus lands on the first action, or on the whole
  /// state, made focusable, when it has no action (see ``EmptyStateDefaultFocus``). Elsewhere it
  /// changes nothing.
  ///
  /// Uses `focusScope(_:)` and `prefersDefaultFocus(_:in:)` (tvOS 14) and `focusable(_:)`
  /// (tvOS 15), not `defaultFocus(_:_:priority:)`, which needs tvOS 16.
  ///
  /// Nonisolated, as ``EmptyStateView``'s body applies it: its conformance is declared in an
  /// extension.
  struct EmptyStateFocusScope {
    let target: EmptyStateDefaultFocus
    #if os(tvOS)
      @Namespace private var namespace
    #endif
  }

  extension EmptyStateFocusScope: ViewModifier {
    @ViewBuilder func body(content: Content) -> some View {
      #if os(tvOS)
        switch target {
        case .firstAction:
          content
            .focusScope(namespace)
            .environment(\.emptyStateFocusNamespace, namespace)
        case .wholeState:
          content.focusable().focusScope(namespace)
        }
      #else
        content
      #endif
    }
  }

  #if os(tvOS)
    private struct EmptyStateFocusNamespaceKey: EnvironmentKey {
      static let defaultValue: Namespace.ID? = nil
    }

    extension EnvironmentValues {
      /// The focus scope of the enclosing empty state, in which its first action prefers
      /// default focus.
      var emptyStateFocusNamespace: Namespace.ID? {
        get { self[EmptyStateFocusNamespaceKey.self] }
        set { self[EmptyStateFocusNamespaceKey.self] = newValue }
      }
    }
  #endif
#endif
