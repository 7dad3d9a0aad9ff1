/// Work a view starts when it appears. Tests run it with ``_run()``.
nonisolated public struct _TaskModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  let action: @isolated(any) () async -> Void
  /// Runs the task's work to the end.
  public func _run() async { await action() }
}

/// The refresh action a view installs; also placed in the environment as `refresh`.
nonisolated public struct _RefreshableModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  let action: @Sendable () async -> Void
  func _apply(to environment: inout EnvironmentValues) {
    environment[_RefreshActionKey.self] = RefreshAction(action: action)
  }
  /// Runs the refresh, as a pull would.
  public func _run() async { await action() }
}

nonisolated struct _RefreshActionKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

/// Where a search field goes. (SwiftUI's `SearchFieldPlacement`.)
nonisolated public struct SearchFieldPlacement: Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// A search field bound to text; its text is placed in the environment for inspection.
nonisolated public struct _SearchableModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  /// The bound text.
  public let text: Binding<String>
  /// The prompt.
  public let prompt: Text?
  func _apply(to environment: inout EnvironmentValues) {
    environment._searchText = text.wrappedValue
    environment._isSearching = !text.wrappedValue.isEmpty
  }
}

// The SDK's interface marks `task`'s action `@_inheritActorContext` (the documentation pages
// leave underscored attributes out): the closure runs on the view's actor, so it can set state.
extension View {
  public nonisolated func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    _modified(_TaskModifier(action: action))
  }
  public nonisolated func task<T>(
    id value: T, name: String? = nil, priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View where T: Equatable {
    _modified(_TaskModifier(action: action))
  }
  public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    _modified(_RefreshableModifier(action: action))
  }
  public nonisolated func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    _modified(_SearchableModifier(text: text, prompt: prompt))
  }
  public nonisolated func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    _modified(_SearchableModifier(text: text, prompt: Text(prompt)))
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  public nonisolated func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringResource
  ) -> some View {
    _modified(_SearchableModifier(text: text, prompt: Text(prompt)))
  }
  @_disfavoredOverload public nonisolated func searchable<S>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View where S: StringProtocol {
    _modified(_SearchableModifier(text: text, prompt: Text(prompt)))
  }
  public nonisolated func navigationTitle(_ title: Text) -> some View {
    _attribute("navigationTitle", ["_": title])
  }
  public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    _attribute("navigationTitle", ["_": Text(titleKey)])
  }
  @_disfavoredOverload public nonisolated func navigationTitle<S>(_ title: S) -> some View
  where S: StringProtocol {
    _attribute("navigationTitle", ["_": Text(title)])
  }
}
