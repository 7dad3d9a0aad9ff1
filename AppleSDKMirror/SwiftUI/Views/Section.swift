/// A container with an optional header and footer, for lists and forms. (SwiftUI's `Section`;
/// Apple's page developer.apple.com/documentation/swiftui/section.)
///
/// As in SwiftUI, the type has no `View` constraint on its generic parameters (sections also
/// group table rows and commands) and conforms to `View` in an extension, so it is not a
/// main-actor type and its initializers need no `nonisolated`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Section<Parent, Content, Footer> {
  /// The header, for inspection.
  @_spi(Inspection) public let _header: Parent
  /// The content, for inspection.
  @_spi(Inspection) public let _content: Content
  /// The footer, for inspection.
  @_spi(Inspection) public let _footer: Footer

  init(_header: Parent, content: Content, footer: Footer) {
    self._header = _header
    _content = content
    _footer = footer
  }
}

@available(*, unavailable)
extension Section: Sendable {}

// developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section: View, _PrimitiveView where Parent: View, Content: View, Footer: View {
  /// The stand-in draws this view itself: it has no body.
  public typealias Body = Never
  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("Section") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_header as any View, _content, _footer].map { _Child(view: $0, environment: environment) }
  }

  /// Creates a section with a header, a footer and the given content.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(_header: header(), content: content(), footer: footer())
  }
}

// developer.apple.com/documentation/swiftui/section/init(content:footer:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Creates a section with a footer and the given content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(_header: EmptyView(), content: content(), footer: footer())
  }
}

// developer.apple.com/documentation/swiftui/section/init(content:header:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header and the given content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(_header: header(), content: content(), footer: EmptyView())
  }
}

// developer.apple.com/documentation/swiftui/section/init(content:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// Creates a section with the given content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(_header: EmptyView(), content: content(), footer: EmptyView())
  }
}

// developer.apple.com/documentation/swiftui/section/init(_:content:): iOS 15, macOS 12, tvOS 15,
// watchOS 8.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Creates a section with a text header made from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(_header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// Creates a section with a text header made from a string.
  @_disfavoredOverload
  public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(_header: Text(title), content: content(), footer: EmptyView())
  }
}

// developer.apple.com/documentation/swiftui/section/init(header:footer:content:) (27 SDK):
// deprecated in 27.0 on every platform (the page gives no message; the renaming to the
// content-first initializer is kept). Not deprecated in the 18 SDK's stand-in, nor in the 26
// SDK's: no evidence of a deprecation before 27.
#if APPLE_SDK_27
  @available(iOS, introduced: 13.0, deprecated: 27.0, renamed: "init(content:header:footer:)")
  @available(macOS, introduced: 10.15, deprecated: 27.0, renamed: "init(content:header:footer:)")
  @available(tvOS, introduced: 13.0, deprecated: 27.0, renamed: "init(content:header:footer:)")
  @available(watchOS, introduced: 6.0, deprecated: 27.0, renamed: "init(content:header:footer:)")
  @available(visionOS, introduced: 1.0, deprecated: 27.0, renamed: "init(content:header:footer:)")
#else
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
#endif
extension Section where Parent: View, Content: View, Footer: View {
  /// Creates a section with a header, a footer and the given content.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(_header: header, content: content(), footer: footer)
  }
}
