#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// What an ``EmptyStateContainer``'s content is drawn for: the container's own composition,
  /// or one part of its ``EmptyStateStyleConfiguration`` — so a style that places the label,
  /// the description and the actions itself gets each from the composed parts.
  ///
  /// The container draws its content once for each; every part draws only in its own pass:
  /// the media and the title in the label, the description in the description, the
  /// ``EmptyStateContent`` in the actions.
  enum EmptyStateContainerPass: Hashable, Sendable {
    /// Everything, as the container composes it.
    case composition
    /// The media and the title.
    case label
    /// The description.
    case description
    /// The ``EmptyStateContent``.
    case actions
  }

  private struct EmptyStateContainerPassKey: EnvironmentKey {
    static let defaultValue = EmptyStateContainerPass.composition
  }

  extension EnvironmentValues {
    /// What the enclosing container's content is being drawn for.
    var emptyStateContainerPass: EmptyStateContainerPass {
      get { self[EmptyStateContainerPassKey.self] }
      set { self[EmptyStateContainerPassKey.self] = newValue }
    }
  }

  extension View {
    /// Draws a container's part only in the container's composition and in `pass`.
    func emptyStateContainerPart(_ pass: EmptyStateContainerPass) -> some View {
      modifier(EmptyStatePartFilter(pass: pass))
    }
  }
#endif
