#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// How empty states look: the native look, an outlined or card panel, or a compact inline
  /// row — or your own.
  ///
  /// Shaped like SwiftUI's style protocols: implement ``makeBody(configuration:)`` and set the
  /// style on any ancestor with `emptyStateStyle(_:)`; it reaches every
  /// ``EmptyStateView`` and ``EmptyStateContainer`` below.
  ///
  /// ```swift
  /// struct DashedStyle: EmptyStateStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     configuration.content
  ///       .padding()
  ///       .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(.secondary, style: StrokeStyle(dash: [4])))
  ///   }
  /// }
  /// ```
  @MainActor @preconcurrency public protocol EmptyStateStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The parts of the empty state being styled.
    typealias Configuration = EmptyStateStyleConfiguration
    /// Makes the view of one empty state.
    ///
    /// - Parameter configuration: The state's parts.
    /// - Returns: The styled empty state.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
      -> Self.Body
  }

  /// The parts of an empty state, for an ``EmptyStateStyle``.
  ///
  /// ``content`` is the parts already arranged in the standard layout — what a style that only
  /// frames the state (a border, a card) shows. ``label``, ``description`` and ``actions`` are
  /// the parts alone, for a style that arranges them itself; for an ``EmptyStateContainer``
  /// they are empty and ``content`` holds the composed parts.
  public struct EmptyStateStyleConfiguration {
    /// The title and symbol: a `Label`, or your own view.
    public struct Label {
      let content: AnyView
      /// The label.
      @ViewBuilder @MainActor public var body: some View { content }
    }

    /// The description below the title.
    public struct Description {
      let content: AnyView
      /// The description.
      @ViewBuilder @MainActor public var body: some View { content }
    }

    /// The actions below the description.
    public struct Actions {
      let content: AnyView
      /// The actions.
      @ViewBuilder @MainActor public var body: some View { content }
    }

    /// The parts arranged in the standard layout, centred.
    public struct Content {
      let content: AnyView
      /// The arranged parts.
      @ViewBuilder @MainActor public var body: some View { content }
    }

    /// What is being styled.
    enum Source {
      /// An ``EmptyStateView`` made with an initializer; the flag says it is the search variant
      /// that reads the search field's text (`.search`).
      case view(isEnvironmentSearch: Bool)
      /// An ``EmptyStateContainer`` of composable parts.
      case container
    }

    /// The title and symbol.
    public let label: Label
    /// The description.
    public let description: Description
    /// The actions.
    public let actions: Actions
    /// The parts in the standard layout.
    public let content: Content
    let source: Source
  }

  private struct EmptyStateStyleKey: EnvironmentKey {
    static var defaultValue: any EmptyStateStyle { AutomaticEmptyStateStyle() }
  }

  extension EnvironmentValues {
    /// The style of empty states in this environment.
    var emptyStateStyle: any EmptyStateStyle {
      get { self[EmptyStateStyleKey.self] }
      set { self[EmptyStateStyleKey.self] = newValue }
    }
  }

  extension View {
    /// Sets the style of every empty state in this view.
    ///
    /// ```swift
    /// List { … }
    ///   .overlay { if items.isEmpty { EmptyStateView("No Items", systemImage: "tray") } }
    ///   .emptyStateStyle(.outlined)
    /// ```
    ///
    /// - Parameter style: The style, such as ``EmptyStateStyle/outlined`` or your own.
    /// - Returns: A view whose empty states use `style`.
    public nonisolated func emptyStateStyle<S: EmptyStateStyle>(_ style: S) -> some View {
      environment(\.emptyStateStyle, style)
    }
  }

  extension EmptyStateStyle {
    /// Makes the body as a type-erased view, for a style held as `any EmptyStateStyle`.
    func makeErasedBody(configuration: Configuration) -> AnyView {
      AnyView(makeBody(configuration: configuration))
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateStyleConfiguration.Label: View {}
  extension EmptyStateStyleConfiguration.Description: View {}
  extension EmptyStateStyleConfiguration.Actions: View {}
  extension EmptyStateStyleConfiguration.Content: View {}
#endif
