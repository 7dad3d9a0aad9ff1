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
  /// Every state comes with the same parts, however it was made — from a label, from an
  /// `EmptyState` value, or composed in a container: its label, description and actions, and
  /// its content, those parts already arranged (see ``EmptyStateStyleConfiguration``). A style
  /// that frames the state shows the content:
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
  ///
  /// A style that arranges the state itself places the parts:
  ///
  /// ```swift
  /// struct SideBySideStyle: EmptyStateStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     HStack(alignment: .top) {
  ///       VStack(alignment: .leading) {
  ///         configuration.label.font(.headline).accessibilityAddTraits(.isHeader)
  ///         configuration.description.foregroundStyle(.secondary)
  ///       }
  ///       Spacer()
  ///       configuration.actions
  ///     }
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
#endif
