import SwiftSyntax
import SwiftSyntaxMacros

/// A stored property marked `@State`, as the emulation reads it.
struct StateProperty {
  /// Which accessors and peers the property gets (StateMacro.swift says why).
  enum Shape {
    /// No default: storage in `_x`, as the property wrapper had it.
    case wrapperLike
    /// A default, in a type no `@inlinable` initializer can see: `x` has no init accessor.
    case setterOnly
    /// A default, in a type that can have `@inlinable` initializers: Apple's shape.
    case apple
  }

  var name: String
  /// The declared type, or the one the default's syntax names.
  var type: String?
  /// The default, written on the declaration or as `@State(initialValue:)`.
  var explicitDefault: String?
  var isLet: Bool
  /// The declaration's access level, if it says one.
  var access: String?

  /// An optional with no default starts as `nil`.
  var defaultExpression: String { explicitDefault ?? "nil" }

  var hasDefault: Bool { explicitDefault != nil || type?.hasSuffix("?") == true }

  init?(_ declaration: some DeclSyntaxProtocol, attribute: AttributeSyntax) {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
      binding.accessorBlock == nil
    else { return nil }
    let levels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]
    name = identifier.identifier.text
    explicitDefault =
      binding.initializer?.value.trimmedDescription ?? Self.initialValueArgument(of: attribute)
    type =
      binding.typeAnnotation?.type.trimmedDescription ?? explicitDefault.flatMap(Self.type(of:))
    isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    access =
      variable.modifiers.first { levels.contains($0.name.text) && $0.detail == nil }?.name.text
  }

  func shape(in context: some MacroExpansionContext) -> Shape {
    guard hasDefault else { return .wrapperLike }
    return explicitDefault != nil && Self.allowsInlinableInitializers(context)
      ? .apple : .setterOnly
  }

  /// `d` of `@State(initialValue: d)`.
  private static func initialValueArgument(of attribute: AttributeSyntax) -> String? {
    guard case .argumentList(let arguments)? = attribute.arguments,
      let argument = arguments.first(where: { $0.label?.text == "initialValue" })
    else { return nil }
    return argument.expression.trimmedDescription
  }

  /// Whether the type holding the property can have `@inlinable` initializers.
  private static func allowsInlinableInitializers(_ context: some MacroExpansionContext) -> Bool {
    guard let group = context.lexicalContext.first?.asProtocol(DeclGroupSyntax.self) else {
      return false
    }
    if group.modifiers.contains(where: { ["public", "open", "package"].contains($0.name.text) }) {
      return true
    }
    return group.attributes.contains {
      guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else {
        return false
      }
      return name == "frozen" || name == "usableFromInline"
    }
  }

  /// The type a default's syntax names: a literal's, `Type(…)`, `Type.member`, `value as Type`.
  /// (Apple's macro asks the compiler; a syntactic one cannot.)
  static func type(of expression: String) -> String? {
    let text = expression.trimmingSpaces
    if text == "true" || text == "false" { return "Bool" }
    if text.hasPrefix("\"") || text.hasPrefix("#\"") { return "String" }
    let digits = text.filter { $0 != "_" }
    if Int(digits) != nil { return "Int" }
    if digits.hasPrefix("0x"), Int(digits.dropFirst(2), radix: 16) != nil { return "Int" }
    if Double(digits) != nil { return "Double" }
    if text.hasSuffix(")"), let parenthesis = text.firstIndex(of: "(") {
      var head = String(text[..<parenthesis])
      if head.hasSuffix(".init") { head.removeLast(".init".count) }
      if let first = head.first, (first.isUppercase && !head.contains(".")) || first == "[" {
        return head
      }
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count >= 2,
      text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      parts.last?.first?.isLowercase == true,
      parts.dropLast().allSatisfy({ $0.first?.isUppercase == true })
    {
      return parts.dropLast().joined(separator: ".")
    }
    let words = text.split(separator: " ")
    if words.count >= 3, words[words.count - 2] == "as" {
      return String(words[words.count - 1])
    }
    return nil
  }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
