// Tasks, refresh, search and navigation titles: SwiftUI, iPhoneOS18.0.sdk, unless a group says
// otherwise.

/// Work a view starts when it appears. Tests run it with ``_run()``. Not SwiftUI API: the
/// stand-in's test harness (SwiftUI's own `_TaskModifier` is not the stand-in's).
@_spi(Inspection)
nonisolated public struct _TaskModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  #if APPLE_SDK_18
    let action: @Sendable () async -> Void
  #else
    let action: @isolated(any) () async -> Void
  #endif
  /// Runs the task's work to the end.
  public func _run() async { await action() }
}

#if APPLE_SDK_18
  // SwiftUI, iPhoneOS18.0.sdk: View.task(priority:_:), task(id:priority:_:), whose action is
  // `@_inheritActorContext @escaping @Sendable () async -> Void`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  extension View {
    nonisolated public func task(
      priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
      _modified(_TaskModifier(action: action))
    }
    nonisolated public func task<T>(
      id value: T, priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable {
      _modified(_TaskModifier(action: action))
    }
  }
#else
  // developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:) and
  // task(id:name:priority:file:line:_:): the iOS 26 SDKs' forms, back-deployed to iOS 15 (the
  // name, file and line take effect from 26.4), whose action is
  // `sending @escaping @isolated(any) () async -> Void`. The SDK's interface also marks it
  // `@_inheritActorContext`; the documentation leaves underscored attributes out.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  extension View {
    nonisolated public func task(
      name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
      line: Int = #line,
      @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
      _modified(_TaskModifier(action: action))
    }
    nonisolated public func task<T>(
      id value: T, name: String? = nil, priority: TaskPriority = .userInitiated,
      file: String = #fileID, line: Int = #line,
      @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable {
      _modified(_TaskModifier(action: action))
    }
  }
#endif

/// The refresh action a view installs; also placed in the environment as `refresh`. Not SwiftUI
/// API: the stand-in's test harness.
@_spi(Inspection)
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

/// A search field bound to text; its text is placed in the environment for inspection. Not
/// SwiftUI API: the stand-in's test harness.
@_spi(Inspection)
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

// SwiftUI, iPhoneOS18.0.sdk: View.refreshable(action:), searchable(text:placement:prompt:) with
// a `Text?`, a key or (disfavoured) a string
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
  nonisolated public func refreshable(
    @_inheritActorContext action: @escaping @Sendable () async -> Void
  ) -> some View {
    _modified(_RefreshableModifier(action: action))
  }
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    _modified(_SearchableModifier(text: text, prompt: prompt))
  }
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    _modified(_SearchableModifier(text: text, prompt: Text(prompt)))
  }
  @_disfavoredOverload nonisolated public func searchable<S>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View where S: StringProtocol {
    _modified(_SearchableModifier(text: text, prompt: Text(prompt)))
  }
}

/// Where a search field goes. (SwiftUI's `SearchFieldPlacement`; SwiftUI, iPhoneOS18.0.sdk.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SearchFieldPlacement: Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  @available(iOS 15.0, macOS 12.0, watchOS 8.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  @available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  @available(iOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

// SwiftUI, iPhoneOS18.0.sdk: View.navigationTitle(_:) with a text, a key or (disfavoured) a string
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension View {
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    _attribute("navigationTitle", ["_": title])
  }
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    _attribute("navigationTitle", ["_": Text(titleKey)])
  }
  @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View
  where S: StringProtocol {
    _attribute("navigationTitle", ["_": Text(title)])
  }
}
