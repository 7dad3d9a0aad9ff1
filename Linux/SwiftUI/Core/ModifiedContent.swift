/// A modifier that makes a view from another. (SwiftUI's `ViewModifier`.)
@MainActor @preconcurrency public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content a ``ViewModifier`` receives.
nonisolated public struct _ViewModifier_Content<Modifier>: View, _PrimitiveView
where Modifier: ViewModifier {
  public typealias Body = Never
  let content: AnyView
  public nonisolated var body: Never { _primitive("_ViewModifier_Content") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: content, environment: environment)]
  }
}

/// A modifier the stand-in applies itself: it may change the environment its content sees.
protocol _PrimitiveModifier {
  func _apply(to environment: inout EnvironmentValues)
  /// Views the modifier adds beside its content (an overlay's or a background's).
  func _extraChildren(environment: EnvironmentValues) -> [_Child]
}

extension _PrimitiveModifier {
  func _apply(to environment: inout EnvironmentValues) {}
  func _extraChildren(environment: EnvironmentValues) -> [_Child] { [] }
}

extension ViewModifier where Body == Never {
  public nonisolated func body(content: Self.Content) -> Never { _primitive("\(Self.self)") }
}

/// A view with a modifier applied. (SwiftUI's `ModifiedContent`.)
nonisolated public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public nonisolated init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("ModifiedContent") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    var inner = environment
    if let primitive = modifier as? any _PrimitiveModifier {
      primitive._apply(to: &inner)
      return [_Child(view: content, environment: inner)]
        + primitive._extraChildren(environment: environment)
    }
    nonisolated(unsafe) let placeholder = _ViewModifier_Content<Modifier>(content: AnyView(content))
    nonisolated(unsafe) let modifier = modifier
    let body: any View = _onMain {
      EnvironmentValues.$_current.withValue(environment) { modifier.body(content: placeholder) }
    }
    return [_Child(view: body, environment: environment)]
  }
}

extension View {
  /// Applies a modifier to the view.
  public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// Wraps the view in a primitive modifier.
  nonisolated func _modified<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
