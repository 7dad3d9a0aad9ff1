// View modifiers and the content they wrap: SwiftUICore, iPhoneOS18.0.sdk.

/// A modifier that makes a view from another. (SwiftUI's `ViewModifier`; SwiftUICore,
/// iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@preconcurrency @MainActor
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension ViewModifier where Self.Body == Never`,
// body(content:).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ViewModifier where Body == Never {
  @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body {
    _primitive("\(Self.self)")
  }
}

/// The content a ``ViewModifier`` receives. (SwiftUI's `_ViewModifier_Content`; SwiftUICore,
/// iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier>: View, _PrimitiveView where Modifier: ViewModifier {
  public typealias Body = Never
  let content: AnyView
  public nonisolated var body: Never { _primitive("_ViewModifier_Content") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: content, environment: environment)]
  }
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {
}

/// A modifier the stand-in applies itself: it may change the environment its content sees.
@MainActor protocol _PrimitiveModifier {
  func _apply(to environment: inout EnvironmentValues)
  /// Views the modifier adds beside its content (an overlay's or a background's).
  func _extraChildren(environment: EnvironmentValues) -> [_Child]
}

extension _PrimitiveModifier {
  func _apply(to environment: inout EnvironmentValues) {}
  func _extraChildren(environment: EnvironmentValues) -> [_Child] { [] }
}

/// A view with a modifier applied. (SwiftUI's `ModifiedContent`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ModifiedContent<Content, Modifier> {
  public typealias Body = Never
  public var content: Content
  public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

@available(*, unavailable)
extension ModifiedContent: Sendable {
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension ModifiedContent : Equatable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension ModifiedContent : View`, body.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
  @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body {
    _primitive("ModifiedContent")
  }
  func _children(environment: EnvironmentValues) -> [_Child] {
    if let attachment = modifier as? AccessibilityAttachmentModifier,
      let inner = attachment._inner
    {
      // Attachments merged by the `ModifiedContent` overloads read as the nesting they stand for.
      let nested = ModifiedContent<Content, AccessibilityAttachmentModifier>(
        content: content, modifier: inner)
      return [_Child(view: nested, environment: environment)]
    }
    if let primitive = modifier as? any _PrimitiveModifier {
      var inner = environment
      primitive._apply(to: &inner)
      return [_Child(view: content, environment: inner)]
        + primitive._extraChildren(environment: environment)
    }
    let placeholder = _ViewModifier_Content<Modifier>(content: AnyView(content))
    let body = EnvironmentValues.$_current.withValue(environment) {
      modifier.body(content: placeholder)
    }
    return [_Child(view: body, environment: environment)]
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: View.modifier(_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// Applies a modifier to the view.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension View {
  /// Wraps the view in a primitive modifier.
  nonisolated func _modified<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
