/// One view in an inspected tree: the view value, the environment it saw, and what it is made
/// of — a primitive's children, a modifier's content (and overlay), or a custom view's `body`.
///
/// Not SwiftUI API: the stand-in's test harness.
@_spi(Inspection) @MainActor
public struct _ViewNode {
  /// The view value.
  public let view: any View
  /// The environment the view saw.
  public let environment: EnvironmentValues
  /// What the view is made of, in order.
  public let children: [_ViewNode]

  /// The view, unless the node is an `Optional` wrapper, whose value Swift would also cast to
  /// the wrapped type (its child node holds the same view).
  public var matchableView: Any? {
    view is any _OptionalViewProtocol ? nil : view
  }

  /// The modifier, when this node is a `ModifiedContent`.
  public var modifier: Any? {
    (view as? any _ModifiedContentProtocol)?._anyModifier
  }

  /// This node and every node below it, depth first.
  public var allNodes: [_ViewNode] {
    [self] + children.flatMap(\.allNodes)
  }

  /// Every view of type `T` in the tree, depth first.
  public func all<T>(_ type: T.Type) -> [T] {
    allNodes.compactMap { $0.matchableView as? T }
  }

  /// The first view of type `T` in the tree, depth first.
  public func first<T>(_ type: T.Type) -> T? {
    for node in allNodes {
      if let view = node.matchableView as? T { return view }
    }
    return nil
  }

  /// The first node whose view is of type `T`.
  public func firstNode<T>(_ type: T.Type) -> _ViewNode? {
    allNodes.first { $0.matchableView is T }
  }

  /// Every modifier of type `M` in the tree, outermost first.
  public func modifiers<M>(_ type: M.Type) -> [M] {
    allNodes.compactMap { $0.modifier as? M }
  }

  /// Every recorded attribute modifier named `name` (`padding`, `font`, …).
  public func attributes(_ name: String) -> [_AttributeModifier] {
    modifiers(_AttributeModifier.self).filter { $0.name == name }
  }

  /// The stroke style of every shape stroked inside its bounds, in order, whichever
  /// `strokeBorder` overload drew it (on Linux, which ignores availability, the iOS 17 one wins
  /// where Apple's compiler takes the iOS 13 one for earlier deployment targets).
  public var strokeBorderStyles: [StrokeStyle] {
    allNodes.compactMap { ($0.matchableView as? any _StrokeBorderInspectable)?._strokeBorderStyle }
  }

  /// The strings of every `Text` in the tree, in order.
  public var texts: [String] {
    all(Text.self).map(\._string)
  }

  /// The node and the modifiers wrapping it, for each `Text` whose string is `string`.
  public func node(withText string: String) -> _ViewNode? {
    allNodes.first { ($0.matchableView as? Text)?._string == string }
  }

  /// The nodes from this one down to the first node matching `predicate`, or `nil`.
  public func path(to predicate: (_ViewNode) -> Bool) -> [_ViewNode]? {
    if predicate(self) { return [self] }
    for child in children {
      if let path = child.path(to: predicate) { return [self] + path }
    }
    return nil
  }

  /// The modifiers on the way from this node to the `Text` showing `string`, outermost first.
  public func modifiers(aboveText string: String) -> [Any] {
    (path { ($0.matchableView as? Text)?._string == string } ?? []).compactMap(\.modifier)
  }
}

/// An `Optional` view.
protocol _OptionalViewProtocol {}
extension Optional: _OptionalViewProtocol where Wrapped: View {}

/// A `ModifiedContent`, seen without its generic parameters.
protocol _ModifiedContentProtocol {
  var _anyModifier: Any { get }
}

extension ModifiedContent: _ModifiedContentProtocol {
  var _anyModifier: Any { modifier }
}

/// Walks the tree `view` produces in `environment`: evaluates every custom view's `body`,
/// applies modifiers' environment changes, and keeps what each view was given.
///
/// Not SwiftUI API: the stand-in's test harness.
@_spi(Inspection) @MainActor
public func _inspect<V: View>(
  _ view: V, environment: EnvironmentValues = EnvironmentValues()
) -> _ViewNode {
  _node(view, environment: environment, depth: 0)
}

@MainActor private func _node(_ view: any View, environment: EnvironmentValues, depth: Int)
  -> _ViewNode
{
  guard depth < 400 else {
    return _ViewNode(view: view, environment: environment, children: [])
  }
  if let primitive = view as? any _PrimitiveView {
    let children = primitive._children(environment: environment).map {
      _node($0.view, environment: $0.environment, depth: depth + 1)
    }
    return _ViewNode(view: view, environment: environment, children: children)
  }
  if view is any Shape {
    return _ViewNode(view: view, environment: environment, children: [])
  }
  let body = EnvironmentValues.$_current.withValue(environment) { _body(of: view) }
  return _ViewNode(
    view: view, environment: environment,
    children: [_node(body, environment: environment, depth: depth + 1)])
}

@MainActor private func _body<V: View>(of view: V) -> any View {
  view.body
}
