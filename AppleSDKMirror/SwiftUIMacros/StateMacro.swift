// The 27 SDK's `@State` macro (SwiftUI's `SwiftUIMacros.StateMacro`, declared in SwiftUICore:
// developer.apple.com/documentation/swiftui/state() and …/state(initialvalue:)), emulated so that
// Scripts/typecheck-apple-platforms meets the errors Xcode 27 reports for `@State`. A compiler
// plugin built by that script from the swift-syntax the toolchain ships for its own plugins; a
// tool of the type-check only, never a dependency of any product.
//
// Apple's expansion (what the threads and Apple's notes show of it; AppleSDKMirror/README.md
// cites them): `x` gets init, get and set accessors; `_x` is a private `State<T>` with an init
// accessor; `__x` is the private stored property holding the default; `$x` is a `Binding<T>`.
// Swift 6.3's definite initialization re-runs an init accessor where Swift 6.4 calls the setter,
// so copying that shape would accept what Xcode 27 rejects. The emulation picks, per property,
// the shape that makes this compiler decide as Xcode 27 does:
//
// - No default (`@State var y: T`): `y` has an init accessor that initializes a stored
//   `private var _y: State<T>`, as the property wrapper did: an assignment in `init`, as `y = …`
//   or `_y = State(initialValue: …)`, initializes it (accepted).
// - A default (`= d`, `@State(initialValue: d)`, or `nil` for an optional) in a type no
//   `@inlinable` initializer can see: `x` has only get and set, so `x = …` in `init` is a setter
//   call, rejected before every stored property is set ("'self' used before all stored
//   properties are initialized", Xcode 27's "Variable 'self.…' used before being initialized").
//   `_x` and `$x` both have init accessors on `__x`, so, as Apple documents, no memberwise
//   initializer is synthesized.
// - A default in a type that can have `@inlinable` initializers (public, open, package,
//   `@usableFromInline` or `@frozen`): Apple's shape, whose internal init accessor on `x` an
//   `@inlinable` initializer cannot call ("function has wrong linkage", as Xcode 27 reports).
//   (Here an early `x = …` in `init` is not caught: the price of this compiler.)

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@State` on a stored property into the accessors and peers described above.
public struct StateMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = StateProperty(declaration, attribute: node), !property.isLet,
      property.type != nil
    else { return [] }
    let name = property.name
    switch property.shape(in: context) {
    case .wrapperLike, .apple:
      let storage = property.shape(in: context) == .apple ? "__\(name)" : "_\(name)"
      return [
        """
        @storageRestrictions(initializes: \(raw: storage))
        init(initialValue) {
          \(raw: storage) = State(initialValue: initialValue)
        }
        """,
        "get { \(raw: storage).wrappedValue }",
        "nonmutating set { \(raw: storage).wrappedValue = newValue }",
      ]
    case .setterOnly:
      return [
        "get { __\(raw: name).wrappedValue }",
        "nonmutating set { __\(raw: name).wrappedValue = newValue }",
      ]
    }
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = StateProperty(declaration, attribute: node) else {
      context.diagnose(.init(node: node, message: StateMacroMessage.notASimpleProperty))
      return []
    }
    guard !property.isLet else {
      context.diagnose(.init(node: node, message: StateMacroMessage.notAVar))
      return []
    }
    guard let type = property.type else {
      context.diagnose(.init(node: node, message: StateMacroMessage.typeNotInferred))
      return []
    }
    let name = property.name
    let access = property.access.map { "\($0) " } ?? ""
    let binding: DeclSyntax
    switch property.shape(in: context) {
    case .wrapperLike:
      return [
        "private var _\(raw: name): State<\(raw: type)>",
        "\(raw: access)var $\(raw: name): Binding<\(raw: type)> { _\(raw: name).projectedValue }",
      ]
    case .apple:
      binding =
        "\(raw: access)var $\(raw: name): Binding<\(raw: type)> { __\(raw: name).projectedValue }"
    case .setterOnly:
      binding = """
        \(raw: access)var $\(raw: name): Binding<\(raw: type)> {
          @storageRestrictions(initializes: __\(raw: name))
          init(initialValue) {
            __\(raw: name) = State(initialValue: initialValue.wrappedValue)
          }
          get { __\(raw: name).projectedValue }
        }
        """
    }
    let underscoreDefault =
      property.shape(in: context) == .apple
      ? "" : " = State(initialValue: \(property.defaultExpression))"
    return [
      """
      private var _\(raw: name): State<\(raw: type)>\(raw: underscoreDefault) {
        @storageRestrictions(initializes: __\(raw: name))
        init(initialValue) {
          __\(raw: name) = initialValue
        }
        get { __\(raw: name) }
        set { __\(raw: name) = newValue }
      }
      """,
      """
      private var __\(raw: name): State<\(raw: type)> = \
      State(initialValue: \(raw: property.defaultExpression))
      """,
      binding,
    ]
  }
}
